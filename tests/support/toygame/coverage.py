"""The toy game's coverage: a game declares it in its own folder; ``rules coverage`` shows it."""

from __future__ import annotations

from judge_app.coverage import Check, Checked, Coverage, NotFromLog

COVERAGE = Coverage("juguete-1", (
    NotFromLog("objetivo", "Enuncia la meta.", "States the goal."),
    Checked("turno", (
        Check("Más de tres puntos en un turno.", "More than three points in a turn.",
              "too-many.json", 3),
    )),
))
