"""Notation files are bounded (issue 20 §7): a number of millions of digits, a line of
millions of characters, a million event lines or a huge file are refused at once, as
FILE:LINE:COLUMN with exit 2 (they were an internal error, or 29 s and 856 MB)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.logs.envelope import MAX_EVENTS
from judge_app.notation import MAX_LINE, NotationError, parse_notation
from tests.support.notation import samples


@pytest.fixture(scope="module")
def shown() -> list[str]:
    """A Kódem sample as notation, line by line."""
    import io
    from contextlib import redirect_stdout

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["notation", "show", str(samples(("kodem",))[0])]) == 0
    return out.getvalue().splitlines()


def _attack(lines: list[str]) -> int:
    return next(i for i, line in enumerate(lines) if line.startswith("ataca"))


@pytest.mark.parametrize(("digits", "message"), [
    (5_000, "unreadable value"),  # past Python's 4,300-digit conversion limit
    (10_000_000, f"a line of 10,000,020 characters; at most {MAX_LINE:,}"),
])
def test_a_number_of_thousands_or_millions_of_digits_is_refused_at_its_line(
        shown: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], digits: int,
        message: str) -> None:
    lines = list(shown)
    i = _attack(lines)
    lines[i] = lines[i].rsplit(" ", 1)[0] + " " + "9" * digits
    path = tmp_path / "big.txt"
    path.write_text("\n".join(lines), "utf-8")
    assert main(["notation", "parse", str(path), "--game", "kodem", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert f"big.txt:{i + 1}:" in err and message in err, err[:300]


def test_more_event_lines_than_a_log_holds_are_refused_before_the_parse(
        shown: list[str]) -> None:
    i = _attack(shown)
    # a line that would not even parse: the bound is checked before any line is read
    lines = shown[:i] + ["pasa ¿?"] * (MAX_EVENTS + 1)
    with pytest.raises(NotationError) as refused:
        parse_notation("\n".join(lines), "kodem", "m.txt")
    text = refused.value.text("en")
    assert f"more than {MAX_EVENTS:,} events" in text
    line = int(text.split(":")[1])  # the line where the count passed the bound
    assert i < line <= i + MAX_EVENTS + 1


def test_a_huge_file_is_not_even_read(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.txt"
    with path.open("wb") as f:
        f.truncate(100_000_000)  # sparse: no disk used
    assert main(["notation", "parse", str(path), "--game", "kodem"]) == 2
    assert "not a notation file" in capsys.readouterr().err
