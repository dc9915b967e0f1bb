"""Digimon HiperColiseo's offers to the recorder (placeholder hooks: see RECORDER)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from typing_extensions import override

from judge_app.logs.loader import MatchLog
from judge_app.recording.hooks import Recorder


class DigimonRecorder(Recorder):
    """The recorder hooks of Digimon HiperColiseo."""

    @override
    def rereads_log(self, event: Mapping[str, Any], state: Any, log: MatchLog) -> bool:
        """A first ``pass`` makes the Batalla alternation strict for the whole log."""
        return event.get("action") == "pass" and not getattr(state, "strict_batalla", False)


RECORDER = DigimonRecorder()
