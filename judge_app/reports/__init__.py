"""Printed documents (reportlab PDFs) and CSV exports: one module per document.

Every ``render_*`` function takes plain data (the dataclasses of
``judge_app.tournament.model``, or a replayed match) and an output — a path
or a binary file object — and returns the number of pages written.

=====================  ======================================================
module                 document
=====================  ======================================================
``pairings``           :func:`render_pairings` (by table, the bye last) and
                       :func:`render_pairings_by_name` (alphabetical, accents
                       folded, with table and rival): 15 pt type for the wall,
                       a long name wraps onto more lines, never shrinks
``standings``          :func:`render_standings`: rank, name, points, record,
                       the tiebreakers of the event's profile, drops marked
``slips``              :func:`render_slips`: four slips a page (A4 and Letter)
                       with cut lines, games-won and draw boxes, signatures;
                       the byes apart
``penalties``          :func:`render_penalties`: every penalty (or one round's)
                       with the cited section and its title
``match_review``       :func:`render_match_review`: the written ruling of a
                       checked log — violations, rule texts, messages in
                       Spanish and English, the board at each violation;
                       the date from the log's ``event.date`` ("—" if none)
``bracket``            :func:`render_bracket`: the top cut, each round by its
                       name (Cuartos de final, Semifinal, Final), seeds,
                       scores, winners in bold, the champion
``csv_export``         :func:`pairings_csv`, :func:`pairings_by_name_csv`,
                       :func:`standings_csv`: UTF-8 (with BOM) CSV in which a
                       cell starting with ``= + - @``, tab or CR gets a ``'``
``common``             fonts, escaping, page header and footer, labels (es/en)
=====================  ======================================================

Every page shows the event name, date, game and round in its header and
"page N of M" and the time printed in its footer (``printed_at=`` fixes it).
Golden layouts and these claims: ``tests/reports/test_report_golden.py``.

Names print literally (``<b>Ana & Co</b>`` is text, never markup) in embedded DejaVu Sans, with a
per-character fallback to Droid Sans Fallback for Chinese, Japanese and Korean
(coverage: ``resources/fonts/README.md``). Labels are Spanish by default,
English with ``lang="en"``; paper is A4 or US Letter (``paper="letter"``).

Command line (``judge_app.cli.reports``; cli.md plus documented extensions)::

    judge-app report pairings|pairings-by-name|slips EVENT --out FILE [--round R]
    judge-app report standings EVENT --out FILE
    judge-app report penalties EVENT --out FILE.pdf [--round R]
    judge-app report match LOG --out FILE.pdf
    common options: [--format pdf|csv] [--lang es|en] [--paper a4|letter] [--json]

The format follows the extension of ``--out`` (``.pdf``, ``.csv``) unless
``--format`` is given; CSV exists for pairings, pairings-by-name and standings.
"""
