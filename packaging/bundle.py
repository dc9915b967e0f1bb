"""What the PyInstaller app carries: data files, hidden imports, exclusions, Qt trimming.

Plain Python with no PyInstaller import, so that ``tests/test_packaging.py`` can
check it on every CI run without building anything; ``juez.spec`` loads this
file by path and passes what it returns to ``Analysis``.

Why each list exists:

* the resources (rulebooks, card sets, samples, fonts, icons, compiled
  translations) are looked up by :mod:`judge_app.resources` in
  ``judge_app/_resources`` next to the frozen package, the same place a wheel
  puts them;
* Alembic runs ``env.py`` and ``versions/*.py`` from files, so the migrations
  are data, and whatever they import must be bundled by name;
* games and CLI command modules are imported by name at run time, which
  PyInstaller cannot see: the games are read from the game registry
  (:func:`game_modules`, every package of ``judge_app/games/`` that registers an
  ``INFO``, found at run time by ``pkgutil.iter_modules``, which PyInstaller's
  ``pkgutil`` hook answers from the frozen archive), the commands from
  ``COMMAND_MODULES``;
* the test tools installed in the same venv (pytest, hypothesis, mypy) are
  reachable through optional imports of pydantic and must not ship;
* Qt's virtual keyboard plugin drags in QML and Qt Quick (~17 MB) that the
  widgets app never uses; Qt's own translations are trimmed to the languages
  Juez speaks.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
MIGRATIONS = ROOT / "judge_app" / "storage" / "migrations"

#: Every folder of ``resources/``; all are shipped (a new folder must be added here).
RESOURCE_DIRS = ("cardsets", "fonts", "i18n", "icons", "portal", "rulebooks", "samples")
#: Where :func:`judge_app.resources.resource_dir` finds them inside the frozen app.
RESOURCE_DEST = "judge_app/_resources"
MIGRATIONS_DEST = "judge_app/storage/migrations"
#: Source files that are build inputs, not resources (``.ts`` are compiled to ``.qm``).
SKIPPED_SUFFIXES = (".ts", ".pyc")

#: Must equal ``judge_app.cli.COMMAND_MODULES`` (checked by the tests).
COMMAND_MODULES = (
    "judge_app.cli.match",
    "judge_app.cli.rules",
    "judge_app.cli.reports",
    "judge_app.cli.tournament",
    "judge_app.cli.floor",
    "judge_app.cli.backup",
    "judge_app.cli.notation",
    "judge_app.cli.logs",
    "judge_app.cli.position",
    "judge_app.cli.swiss",
    "judge_app.cli.portal",
)
#: Database drivers chosen by URL at run time (SQLite built in, PostgreSQL through psycopg 3).
DB_DRIVERS = (
    "sqlalchemy.dialects.sqlite",
    "sqlalchemy.dialects.sqlite.pysqlite",
    "sqlalchemy.dialects.postgresql",
    "sqlalchemy.dialects.postgresql.psycopg",
    "psycopg",
    "psycopg_binary",
)
#: Never shipped: test and type-checking tools, and Tk.
EXCLUDES = (
    "tkinter",
    "_tkinter",
    "pytest",
    "_pytest",
    "pluggy",
    "hypothesis",
    "mypy",
    "mypy_extensions",
    "ast_serialize",
    "librt",
    "pygments",
    "IPython",
    "pytestqt",
    "pypdf",
    "ruff",
)
#: Binaries dropped from the bundle (matched against the file name).
DROPPED_BINARIES = (
    "libqtvirtualkeyboardplugin.so",
    "libQt6VirtualKeyboard",
    "libQt6Qml",
    "libQt6Quick",
)
#: Languages of Qt's own translations kept (the languages of the interface).
QT_LANGUAGES = ("es", "en")


def _files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts
                  and not p.name.startswith(".") and p.suffix not in SKIPPED_SUFFIXES)


def resource_datas() -> list[tuple[str, str]]:
    """``(source file, destination folder)`` for every shipped resource file."""
    out: list[tuple[str, str]] = []
    for name in RESOURCE_DIRS:
        folder = RESOURCES / name
        if not folder.is_dir():
            raise FileNotFoundError(f"resources/{name} is listed in packaging/bundle.py "
                                    "but does not exist")
        for path in _files(folder):
            rel = path.parent.relative_to(RESOURCES).as_posix()
            out.append((str(path), f"{RESOURCE_DEST}/{rel}"))
    return out


def migration_datas() -> list[tuple[str, str]]:
    """``env.py``, the script template and every revision, as files Alembic reads."""
    out: list[tuple[str, str]] = []
    for path in _files(MIGRATIONS):
        rel = path.parent.relative_to(MIGRATIONS).as_posix()
        dest = MIGRATIONS_DEST if rel == "." else f"{MIGRATIONS_DEST}/{rel}"
        out.append((str(path), dest))
    return out


def missing_translations(i18n: Path | None = None) -> list[str]:
    """``.ts`` files whose ``.qm`` is missing or older (run scripts/build_translations.py)."""
    folder = RESOURCES / "i18n" if i18n is None else i18n
    return [ts.name for ts in sorted(folder.glob("*.ts"))
            if not ts.with_suffix(".qm").exists()
            or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]


def datas() -> list[tuple[str, str]]:
    """Everything ``Analysis(datas=…)`` needs; refuses to build without compiled translations."""
    stale = missing_translations()
    if stale:
        raise SystemExit(f"translations not compiled: {', '.join(stale)} "
                         "(run scripts/build_translations.py)")
    return resource_datas() + migration_datas()


def _package_modules(module: str) -> list[str]:
    """``module`` and, when it is a package, every module in its folder (read from disk)."""
    path = ROOT.joinpath(*module.split("."))
    if not path.is_dir():
        return [module]
    out = [module]
    for py in sorted(path.rglob("*.py")):
        if "__pycache__" in py.parts:
            continue
        parts = py.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        name = ".".join(parts)
        if name != module:
            out.append(name)
    return out


def imported_modules(path: Path) -> set[str]:
    """The absolute module names a Python file imports (``import x.y`` → ``x.y``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    names.discard("__future__")
    return names


def migration_imports() -> list[str]:
    """What ``env.py`` and the revisions import: invisible to PyInstaller (they are data)."""
    names: set[str] = set()
    for py in MIGRATIONS.rglob("*.py"):
        if "__pycache__" not in py.parts:
            names |= imported_modules(py)
    return sorted(names)


def game_modules() -> list[str]:
    """The package of every registered game, as the registry lists them (no list here: a new
    game folder is packaged without touching this file)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from judge_app.games import games

    return [info.module for info in games()]


def hiddenimports() -> list[str]:
    """Modules imported by name at run time, with every module of each game package."""
    out: list[str] = []
    for module in game_modules():
        out += _package_modules(module)
    out += COMMAND_MODULES
    out += DB_DRIVERS
    out += migration_imports()
    return list(dict.fromkeys(out))


def keep_binary(dest: str) -> bool:
    """False for the binaries of :data:`DROPPED_BINARIES` (``dest`` as in PyInstaller's TOC)."""
    name = dest.replace("\\", "/").rsplit("/", 1)[-1]
    return not name.startswith(DROPPED_BINARIES)


def keep_data(dest: str) -> bool:
    """False for Qt's translations into languages Juez does not speak."""
    dest = dest.replace("\\", "/")
    if "/Qt/translations/" not in dest or not dest.endswith(".qm"):
        return True
    stem = dest.rsplit("/", 1)[-1][:-3]
    return any(stem.endswith(f"_{lang}") for lang in QT_LANGUAGES)
