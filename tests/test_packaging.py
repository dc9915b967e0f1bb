"""Static checks of the PyInstaller packaging (no build: CI stays fast).

``packaging/bundle.py`` decides what ``packaging/juez.spec`` puts in the app.
These tests fail when something added to the project would silently be left
out of the built app: a new ``resources/`` folder, a migration, a game or CLI
module imported by name, an import of a module the bundle excludes, or a Qt
library the window needs being trimmed. The real build and its checks of the
built binary are ``bash packaging/build.sh`` (which runs ``packaging/smoke.sh``).
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import subprocess
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

import judge_app.cli
import judge_app.games
from judge_app.games import rulebook_infos
from judge_app.storage import database

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "juez.spec"


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bundle = _load(PACKAGING / "bundle.py", "juez_bundle_under_test")


def _imports_of(folder: Path) -> dict[str, set[str]]:
    """Every absolute import of every .py under ``folder`` (file → module names)."""
    return {str(py.relative_to(ROOT)): bundle.imported_modules(py)
            for py in sorted(folder.rglob("*.py")) if "__pycache__" not in py.parts}


# --- resources ---------------------------------------------------------------------------

def test_every_resources_folder_is_listed() -> None:
    on_disk = {p.name for p in (ROOT / "resources").iterdir() if p.is_dir()}
    assert set(bundle.RESOURCE_DIRS) == on_disk, (
        "add the new resources/ folder to RESOURCE_DIRS in packaging/bundle.py")


def test_every_resource_file_is_shipped_at_its_place() -> None:
    shipped = {(Path(src), dest) for src, dest in bundle.resource_datas()}
    expected = {(p, f"judge_app/_resources/{p.parent.relative_to(ROOT / 'resources').as_posix()}")
                for p in (ROOT / "resources").rglob("*")
                if p.is_file() and p.suffix != ".ts" and not p.name.startswith(".")}
    assert shipped == expected
    assert all(src.is_file() for src, _ in shipped)


def test_translation_sources_stay_out_and_compiled_files_are_required(tmp_path: Path) -> None:
    assert not any(src.endswith(".ts") for src, _ in bundle.resource_datas())
    (tmp_path / "juez_es.ts").write_text("<TS/>", encoding="utf-8")
    assert bundle.missing_translations(tmp_path) == ["juez_es.ts"]
    qm = tmp_path / "juez_es.qm"
    qm.write_bytes(b"qm")
    ts_time = (tmp_path / "juez_es.ts").stat().st_mtime
    os.utime(qm, (ts_time - 60, ts_time - 60))
    assert bundle.missing_translations(tmp_path) == ["juez_es.ts"]  # stale .qm
    os.utime(qm, (ts_time + 60, ts_time + 60))
    assert bundle.missing_translations(tmp_path) == []


def test_frozen_layout_is_found_by_resource_lookup(tmp_path: Path) -> None:
    """Lay the datas out as PyInstaller does and run judge_app/resources.py from there."""
    frozen = tmp_path / "_internal"
    for src, dest in bundle.resource_datas() + bundle.migration_datas():
        target = frozen / dest / Path(src).name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(src)
    # A copy, not a link: resource_dir() resolves its own __file__.
    shutil.copy(ROOT / "judge_app" / "resources.py", frozen / "judge_app" / "resources.py")
    frozen_resources = _load(frozen / "judge_app" / "resources.py", "juez_frozen_resources")
    assert frozen_resources.resource_dir() == (frozen / "judge_app" / "_resources").resolve()
    for info in rulebook_infos():
        assert frozen_resources.resource_path("rulebooks", info.source_file).is_file()
        assert frozen_resources.resource_path("rulebooks", f"{info.id}.sections.json").is_file()
    for game in judge_app.games.known_games():
        assert any(frozen_resources.resource_path("samples", game).glob("*.json")), game
    assert frozen_resources.resource_path("icons", "juez.svg").is_file()
    assert frozen_resources.resource_path("fonts", "DejaVuSans.ttf").is_file()
    # The migrations sit where judge_app/storage/database.py looks for them.
    migrations = frozen / bundle.MIGRATIONS_DEST
    assert (migrations / "env.py").is_file()
    assert (migrations / "script.py.mako").is_file()


# --- migrations --------------------------------------------------------------------------

def test_migrations_are_shipped_where_alembic_looks() -> None:
    assert database.MIGRATIONS.relative_to(ROOT).as_posix() == bundle.MIGRATIONS_DEST
    shipped = {(Path(src).relative_to(database.MIGRATIONS).as_posix(), dest)
               for src, dest in bundle.migration_datas()}
    revisions = sorted((database.MIGRATIONS / "versions").glob("*.py"))
    assert revisions, "no migration found"
    for rev in revisions:
        assert (f"versions/{rev.name}", f"{bundle.MIGRATIONS_DEST}/versions") in shipped
    assert ("env.py", bundle.MIGRATIONS_DEST) in shipped
    assert ("script.py.mako", bundle.MIGRATIONS_DEST) in shipped
    assert not any("__pycache__" in src for src, _ in bundle.migration_datas())


def test_what_the_migrations_import_is_bundled_and_exists() -> None:
    hidden = set(bundle.hiddenimports())
    for name in set().union(*_imports_of(database.MIGRATIONS).values()):
        assert name in hidden
        assert importlib.util.find_spec(name) is not None, name


# --- modules imported by name ------------------------------------------------------------

def test_every_game_is_packaged() -> None:
    assert bundle.game_modules() == [info.module for info in judge_app.games.games()]
    hidden = set(bundle.hiddenimports())
    for module in bundle.game_modules():
        folder = ROOT.joinpath(*module.split("."))
        assert module in hidden
        for py in folder.rglob("*.py"):
            if py.name != "__init__.py" and "__pycache__" not in py.parts:
                assert f"{module}.{py.relative_to(folder).with_suffix('').as_posix()}".replace(
                    "/", ".") in hidden, py


def test_every_cli_command_module_is_packaged() -> None:
    assert set(bundle.COMMAND_MODULES) == set(judge_app.cli.COMMAND_MODULES), (
        "a command module was added to judge_app.cli.COMMAND_MODULES: list it in "
        "packaging/bundle.py")
    assert set(judge_app.cli.COMMAND_MODULES) <= set(bundle.hiddenimports())


def test_every_hidden_import_exists() -> None:
    for name in bundle.hiddenimports():
        assert importlib.util.find_spec(name) is not None, f"hidden import {name!r} not found"


def test_the_app_never_imports_an_excluded_module() -> None:
    excluded = set(bundle.EXCLUDES)
    imports = _imports_of(ROOT / "judge_app") | _imports_of(ROOT / "ui")
    for path, names in imports.items():
        # the doctests of judge_app and the test helpers are not part of the app
        bad = {n for n in names if n.split(".")[0] in excluded}
        assert not bad, f"{path} imports {sorted(bad)}, which packaging/bundle.py excludes"


# --- Qt trimming -------------------------------------------------------------------------

def test_qt_libraries_the_window_uses_are_kept() -> None:
    qt_modules = {name.split(".")[1] for names in _imports_of(ROOT / "ui").values()
                  for name in names if name.startswith("PySide6.")}
    assert {"QtCore", "QtGui", "QtWidgets", "QtPdf"} <= qt_modules
    for module in qt_modules:
        assert bundle.keep_binary(f"PySide6/Qt/lib/lib{module.replace('Qt', 'Qt6', 1)}.so.6")
        assert bundle.keep_binary(f"PySide6/{module}.abi3.so")
    for plugin in ("platforms/libqoffscreen.so", "platforms/libqxcb.so",
                   "platforms/libqwayland.so", "imageformats/libqsvg.so",
                   "iconengines/libqsvgicon.so", "imageformats/libqpdf.so"):
        assert bundle.keep_binary(f"PySide6/Qt/plugins/{plugin}")


def test_qt_trimming_drops_quick_and_foreign_translations() -> None:
    assert not bundle.keep_binary(
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so")
    assert bundle.keep_binary("PySide6/Qt/plugins/platforminputcontexts/"
                              "libcomposeplatforminputcontextplugin.so")
    for lib in ("libQt6Qml.so.6", "libQt6QmlModels.so.6", "libQt6Quick.so.6",
                "libQt6VirtualKeyboard.so.6"):
        assert not bundle.keep_binary(lib)
        assert not bundle.keep_binary(f"PySide6/Qt/lib/{lib}")
    assert bundle.keep_data("PySide6/Qt/translations/qtbase_es.qm")
    assert bundle.keep_data("PySide6/Qt/translations/qtbase_en.qm")
    assert not bundle.keep_data("PySide6/Qt/translations/qtbase_de.qm")
    assert not bundle.keep_data("PySide6/Qt/translations/qt_help_pt_BR.qm")
    assert bundle.keep_data("judge_app/_resources/i18n/juez_es.qm")
    assert bundle.keep_data("judge_app/_resources/samples/kodem/clean-game.json")


# --- the spec, the scripts and the desktop entry -----------------------------------------

def _analysis_keywords() -> dict[str, str]:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
             and isinstance(node.func, ast.Name) and node.func.id == "Analysis"]
    assert len(calls) == 1
    return {kw.arg or "": ast.unparse(kw.value) for kw in calls[0].keywords}


def test_spec_takes_its_lists_from_bundle() -> None:
    keywords = _analysis_keywords()
    assert keywords["datas"] == "bundle.datas()"
    assert keywords["hiddenimports"] == "bundle.hiddenimports()"
    assert "bundle.EXCLUDES" in keywords["excludes"]
    text = SPEC.read_text(encoding="utf-8")
    assert 'here / "bundle.py"' in text
    assert "bundle.keep_binary" in text and "bundle.keep_data" in text
    assert '"ui" / "main.py"' in text and (ROOT / "ui" / "main.py").is_file()


def test_desktop_entry_matches_the_command_and_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(PACKAGING / "juez.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert section["Type"] == "Application"
    assert section["Exec"].split()[0] in pyproject["project"]["scripts"]
    assert f'name="{section["Exec"].split()[0]}"' in SPEC.read_text(encoding="utf-8")
    assert (ROOT / "resources" / "icons" / f"{section['Icon']}.svg").is_file()
    assert section["Categories"].endswith(";")
    assert section["Terminal"] == "false"


@pytest.mark.parametrize("script", ["build.sh", "smoke.sh"])
def test_shell_scripts_parse(script: str) -> None:
    bash = shutil.which("bash")
    assert bash is not None
    result = subprocess.run([bash, "-n", str(PACKAGING / script)], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr


def test_build_compiles_translations_before_pyinstaller() -> None:
    lines = (PACKAGING / "build.sh").read_text(encoding="utf-8").splitlines()
    translations = next(i for i, line in enumerate(lines) if "build_translations.py" in line)
    pyinstaller = next(i for i, line in enumerate(lines) if "pyinstaller" in line
                       and "packaging/juez.spec" in " ".join(lines[i:i + 2]))
    assert translations < pyinstaller


def test_desktop_entry_is_valid() -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate not installed (apt desktop-file-utils)")
    result = subprocess.run([validator, str(PACKAGING / "juez.desktop")], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
