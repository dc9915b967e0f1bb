"""Match review: the written ruling a head judge hands over for a checked match log.

Event and players, then every violation with its event number, the cited
section with the rule's text, the message (in the report's language, as every other
line: issue 23 §15), and the
board after that event drawn as a table of each player's zones; a signature
line for the head judge at the end.

:meth:`MatchReview.from_replay` gathers the plain data from a
:class:`~judge_app.replay.Replay`; :func:`render_match_review` prints it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import groupby
from typing import TYPE_CHECKING

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Paragraph, Spacer, Table

from judge_app.games.base import BoardView, CardView, PlayerView, ZoneView
from judge_app.reports.common import (
    HEADER_BG,
    MARGIN,
    Heading,
    Lang,
    Output,
    RuleText,
    SectionLookup,
    build_pdf,
    game_title,
    label,
    markup,
    page_size,
    para,
    rulebook_lookup,
    styles,
    table_commands,
)
from judge_app.rulebooks import citation_words
from judge_app.violations import Citation, Severity, Violation

if TYPE_CHECKING:
    from judge_app.replay import Replay

SIZE = 9.5
RULE_TEXT_LIMIT = 2500
"""Characters of a cited section printed in full; a longer text is cut with "…"."""


@dataclass(frozen=True)
class ReviewItem:
    """One violation with the texts it cites and the board after its event."""

    violation: Violation
    player_name: str
    rule: RuleText | None
    penalty_rule: RuleText | None
    board: BoardView | None


@dataclass(frozen=True)
class MatchReview:
    """What the review prints: which match, who played, and each violation."""

    source: str
    game: str
    variant: str
    event_name: str
    round: int | None
    table: int | None
    players: tuple[tuple[str, str], ...]
    events: int
    items: tuple[ReviewItem, ...]
    date: str = ""
    """The match's date: the log's ``event.date`` (an extra key match-log.md allows)."""

    @classmethod
    def from_replay(cls, replay: Replay, lookup: SectionLookup | None = None) -> MatchReview:
        """Gather the violations of a replayed log, their rule texts and boards."""
        find = lookup or rulebook_lookup
        log = replay.log
        boards: dict[int, BoardView] = {}
        items = []
        for v in replay.violations:
            if v.seq not in boards:
                boards[v.seq] = replay.board_at(v.seq)
            penalty = None
            if v.penalty:
                penalty = find(Citation(v.citation.rulebook, v.penalty))
            items.append(ReviewItem(v, log.player_name(v.player) if v.player else "",
                                    find(v.citation), penalty, boards[v.seq]))
        info = log.event_info
        date = (info.model_extra or {}).get("date") if info else None
        return cls(source=log.source, game=log.game, variant=log.variant,
                   event_name=(info.name if info and info.name else ""),
                   round=info.round if info else None, table=info.table if info else None,
                   players=tuple((p.id, p.name) for p in log.players),
                   events=len(log.events), items=tuple(items),
                   date=str(date) if date not in (None, "") else "")


def _card_text(card: CardView | None, lang: Lang) -> str:
    """One card as markup: name, instance, figures; bold if the event touched it."""
    if card is None:
        return label(lang, "empty")
    bits = []
    if card.life is not None:
        bits.append(f"♥ {card.life}" + (f"/{card.max_life}" if card.max_life is not None else ""))
    if card.damage is not None:
        bits.append(f"⚔ {card.damage}")
    if card.rests is not None:
        bits.append(f"desc. {card.rests}" if lang == "es" else f"rests {card.rests}")
    bits += list(card.marks)
    bits += [f"{k}: {v}" for k, v in card.details]
    if card.hidden:
        bits.append(label(lang, "hidden"))
    text = markup(f"{card.name} [{card.instance}]")
    if card.highlighted:
        text = f"<b>{text}</b>"
    if bits:
        text += " " + markup("(" + ", ".join(bits) + ")")
    if card.equipment:
        text += " + " + "; ".join(_card_text(e, lang) for e in card.equipment)
    return text


def _zone_text(zone: ZoneView, lang: Lang) -> str:
    if zone.slot_labels:
        parts = [f"{markup(slot)}: {_card_text(card, lang)}"
                 for slot, card in zip(zone.slot_labels, zone.cards, strict=False)]
        return "<br/>".join(parts) or label(lang, "empty")
    cards = [c for c in zone.cards if c is not None]
    if not cards:
        return label(lang, "empty")
    shown = "; ".join(_card_text(c, lang) for c in cards)
    return f"({len(cards)}) {shown}" if zone.stacked else shown


def board_table(board: BoardView, lang: Lang, width: float) -> Table:
    """The board as one table: per player a header row, then one row per zone."""
    st = styles(SIZE)
    data: list[list[object]] = []
    commands = table_commands(SIZE)
    commands = [c for c in commands if c[0] not in ("ROWBACKGROUNDS", "BACKGROUND", "FONT")]
    commands.append(("VALIGN", (0, 0), (-1, -1), "TOP"))
    for player in board.players:
        commands.append(("BACKGROUND", (0, len(data)), (-1, len(data)), HEADER_BG))
        commands.append(("SPAN", (0, len(data)), (-1, len(data))))
        data.append([para_markup(_player_heading(player, lang), st["bold"]), ""])
        for zone in player.zones:
            data.append([para(zone.label, st["body"]),
                         para_markup(_zone_text(zone, lang), st["body"])])
    # a zone listing a whole deck can be taller than a page: rows may split inside
    table = Table(data, colWidths=[35 * mm, width - 35 * mm], splitInRow=1)
    table.setStyle(commands)
    return table


def _player_heading(player: PlayerView, lang: Lang) -> str:
    text = markup(f"{player.name} ({player.player})")
    if player.active:
        text += " — " + markup(label(lang, "active"))
    if player.summary:
        text += " · " + markup(" · ".join(f"{k}: {v}" for k, v in player.summary))
    return text


def para_markup(text: str, style: ParagraphStyle) -> Flowable:
    """A paragraph from markup this module built (every piece of data already escaped)."""
    return Paragraph(text, style)


def _cut(text: str) -> str:
    return text if len(text) <= RULE_TEXT_LIMIT else text[:RULE_TEXT_LIMIT].rstrip() + " …"


def _item_story(item: ReviewItem, lang: Lang, width: float) -> list[Flowable]:
    st = styles(SIZE)
    v = item.violation
    where = label(lang, "setup") if v.seq == 0 else label(lang, "event_no", seq=v.seq)
    severity = label(lang, f"severity_{v.severity.value}")
    who = f" — {item.player_name} ({v.player})" if v.player else ""
    title = item.rule.title if item.rule else label(lang, "unknown_section")
    head = para(f"{where}{who} — {citation_words(v.citation, title)} [{severity}]", st["h2"])
    rows: list[list[object]] = [
        [para(label(lang, "message"), st["bold"]),
         para_markup(markup(v.message(lang)), st["body"])],
        [para(label(lang, "rule"), st["bold"]),
         para(_cut(item.rule.text) if item.rule else label(lang, "unknown_section"),
              st["small"])],
    ]
    if v.penalty:
        pen_title = item.penalty_rule.title if item.penalty_rule else None
        pen_text = _cut(item.penalty_rule.text) if item.penalty_rule else ""
        pen_cite = citation_words(Citation(v.rulebook, v.penalty), pen_title)
        rows.append([para(label(lang, "consequence"), st["bold"]),
                     para(f"{pen_cite}\n{pen_text}".strip(), st["small"])])
    facts = Table(rows, colWidths=[31 * mm, width - 31 * mm], splitInRow=1)
    style = [c for c in table_commands(SIZE) if c[0] not in ("ROWBACKGROUNDS", "BACKGROUND",
                                                             "FONT")]
    style.append(("VALIGN", (0, 0), (-1, -1), "TOP"))
    if v.severity is Severity.ERROR:
        style.append(("LINEBEFORE", (0, 0), (0, -1), 3, colors.HexColor("#B00020")))
    facts.setStyle(style)
    return [CondPageBreak(40 * mm), head, facts, Spacer(1, 2 * mm)]


def _board_story(board: BoardView, seq: int, lang: Lang, width: float) -> list[Flowable]:
    st = styles(SIZE)
    parts = [label(lang, "board", seq=seq), label(lang, "turn", t=board.turn)]
    if board.phase:
        parts.append(f"{label(lang, 'phase')}: {board.phase}")
    if board.status:
        parts.append(board.status)
    return [para(" · ".join(parts), st["bold"]), Spacer(1, 1 * mm),
            board_table(board, lang, width), Spacer(1, 5 * mm)]


def _players_story(review: MatchReview, lang: Lang) -> list[Flowable]:
    st = styles(SIZE * 1.1)
    facts = [
        (label(lang, "event"), review.event_name or label(lang, "empty")),
        (label(lang, "log"), f"{review.source} · {review.events} ev."),
        (label(lang, "players"), " · ".join(f"{name} ({pid})" for pid, name in review.players)),
    ]
    data = [[para(k, st["bold"]), para(v, st["body"])] for k, v in facts]
    table = Table(data, colWidths=[30 * mm, None])
    table.setStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)])
    return [table, Spacer(1, 3 * mm)]


def _ruling_story(lang: Lang, width: float) -> list[Flowable]:
    st = styles(SIZE * 1.1)
    lines = Table([[""]] * 5, colWidths=[width], rowHeights=[9 * mm] * 5)
    lines.setStyle([("LINEBELOW", (0, 0), (-1, -1), 0.5, colors.HexColor("#999999"))])
    sign = Table([["", "", ""], [label(lang, "head_judge"), "", label(lang, "date")]],
                 colWidths=[width * 0.55, width * 0.1, width * 0.35], rowHeights=[14 * mm, None])
    sign.setStyle([("LINEABOVE", (0, 1), (0, 1), 0.8, colors.black),
                   ("LINEABOVE", (2, 1), (2, 1), 0.8, colors.black),
                   ("FONT", (0, 0), (-1, -1), st["body"].fontName, SIZE)])
    return [KeepTogether([para(label(lang, "ruling"), st["h2"]), lines, Spacer(1, 4 * mm),
                          sign])]


def render_match_review(review: MatchReview | Replay, out: Output, *, lang: Lang = "es",
                        paper: str = "a4", printed_at: datetime | None = None,
                        lookup: SectionLookup | None = None) -> int:
    """Print the review of a checked match (a :class:`Replay` is reviewed first).

    Returns the page count.
    """
    if not isinstance(review, MatchReview):
        review = MatchReview.from_replay(review, lookup)
    pagesize = page_size(paper)
    width = pagesize[0] - 2 * MARGIN
    story: list[Flowable] = _players_story(review, lang)
    st = styles(SIZE)
    story.append(para(f"{label(lang, 'violations')}: {len(review.items)}", styles(SIZE)["h1"]))
    if not review.items:
        story.append(para(label(lang, "no_violations"), st["body"]))
    for seq, group in groupby(review.items, key=lambda i: i.violation.seq):
        items: Sequence[ReviewItem] = list(group)
        for item in items:
            story += _item_story(item, lang, width)
        board = items[0].board
        if board is not None:
            story += _board_story(board, seq, lang, width)
    story += _ruling_story(lang, width)
    # every page names date, game and round: an unknown one shows as "—", never vanishes
    empty = label(lang, "empty")
    extra = [] if review.round is not None else [label(lang, "round", r=empty)]
    if review.table is not None:
        extra.append(label(lang, "table_no", t=review.table))
    heading = Heading(title=label(lang, "match_review"), event_name=review.event_name or
                      review.source, date=review.date or f"{label(lang, 'date')}: {empty}",
                      game=game_title(review.game), round=review.round,
                      extra=" · ".join(extra), lang=lang,
                      printed_at=printed_at or datetime.now().astimezone())
    return build_pdf(out, story, heading, pagesize)
