"""The one way Juez writes a report, a CSV or an export: safely, atomically, never over data.

Every file the command line or the window writes for a person (PDF reports,
CSV exports, event exports) goes through :func:`write_output`, which

* never writes over a database: the files named in ``protect`` (the open
  database) and their ``-wal``, ``-shm`` and ``-journal`` companions,
  compared by real path and by inode (so a symbolic or hard link to the
  database is caught too), nor over any file that *is* an SQLite database or
  the journal of one — not even with ``force``;
* never writes over an existing file unless ``force`` is given (the command
  line's ``--force``; the window asks first, then passes it), and never over anything
  but a plain file (a folder, a pipe, a device), even with ``force``;
* never follows a symbolic link at the destination (it is refused, a dangling one too);
* writes atomically: a temporary file in the same folder, ``fsync``, then
  ``os.replace`` — a crash or a full disk leaves the old file (or none), never
  half a report.

It imports nothing heavy: the command line's start-up stays quick.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_output(folder / "a.csv", b"x").name
'a.csv'
>>> try:
...     write_output(folder / "a.csv", b"y")
... except OutputRefused as exc:
...     print(exc.reason)
exists
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

__all__ = ["JOURNAL_SUFFIXES", "OutputRefused", "check_output", "database_companions",
           "write_output"]

#: The files SQLite keeps beside a database while it is open or after a crash.
JOURNAL_SUFFIXES = ("-wal", "-shm", "-journal")
_SQLITE_MAGIC = b"SQLite format 3\x00"


class OutputRefused(Exception):
    """A write refused before anything was touched.

    ``reason`` is ``database`` (the target is the database or one of its files),
    ``exists`` (an existing file and no ``force``), ``link`` (a symbolic link),
    ``folder`` (a folder, or a folder that does not exist).
    """

    def __init__(self, message: str, *, path: Path, reason: str, es: str = "") -> None:
        super().__init__(message)
        self.path = path
        self.reason = reason
        self.message_es = es or message

    def message(self, lang: str = "es") -> str:
        """Why, in Spanish (``es``) or English (``en``); ``str()`` is the English."""
        return self.message_es if lang == "es" else str(self)


def database_companions(db: str | Path) -> list[Path]:
    """The database file and the journal files SQLite may keep beside it."""
    path = Path(db)
    return [path, *(path.with_name(path.name + s) for s in JOURNAL_SUFFIXES)]


def _is_sqlite(path: Path) -> bool:
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # a pipe would block the read forever
            return False
        with path.open("rb") as f:
            return f.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
    except OSError:
        return False


def _same(a: Path, b: Path) -> bool:
    """Whether two paths name the same file: by real path, and by inode when both exist."""
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _journal_of_a_database(path: Path) -> bool:
    for suffix in JOURNAL_SUFFIXES:
        if path.name.endswith(suffix) and len(path.name) > len(suffix):
            base = path.with_name(path.name[: -len(suffix)])
            if _is_sqlite(base):
                return True
    return False


def write_output(path: str | Path, data: bytes, *, force: bool = False,
                 protect: Iterable[str | Path] = ()) -> Path:
    """Write ``data`` to ``path`` atomically; :class:`OutputRefused` (nothing written) when
    it would touch a database, an existing file without ``force``, or a symbolic link."""
    target = check_output(path, force=force, protect=protect)
    folder = target.parent
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(folder)
    return target


def check_output(path: str | Path, *, force: bool = False,
                 protect: Iterable[str | Path] = ()) -> Path:
    """The refusals of :func:`write_output`, without writing (a command that works a while
    before it writes says at once what it would refuse); the absolute target."""
    target = Path(os.path.abspath(Path(path).expanduser()))
    if target.is_symlink():
        raise OutputRefused(f"{target} is a symbolic link; Juez does not write through links: "
                            "give the real file name", path=target, reason="link",
                            es=f"{target} es un enlace simbólico; Juez no escribe a través "
                               "de enlaces: da el nombre del archivo real")
    folder = target.parent
    if not folder.is_dir():
        raise OutputRefused(f"cannot write {target}: folder {folder} does not exist",
                            path=target, reason="folder",
                            es=f"no se puede escribir {target}: la carpeta {folder} no existe")
    protected = [c for db in protect for c in database_companions(db)]
    if (any(_same(target, c) for c in protected) or _is_sqlite(target)
            or _journal_of_a_database(target)):
        raise OutputRefused(f"{target} is a Juez database or one of its files: a report never "
                            "writes over it; choose another name", path=target,
                            reason="database",
                            es=f"{target} es una base de datos de Juez o uno de sus archivos: "
                               "un informe nunca la sobrescribe; elige otro nombre")
    try:
        mode = target.lstat().st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None:
        if stat.S_ISDIR(mode):
            raise OutputRefused(f"{target} is a folder: give a file name", path=target,
                                reason="folder",
                                es=f"{target} es una carpeta: da un nombre de archivo")
        if not stat.S_ISREG(mode):  # a pipe, a device, a socket: never written over
            raise OutputRefused(f"{target} is not a plain file: give a file name",
                                path=target, reason="folder",
                                es=f"{target} no es un archivo normal: da un nombre de "
                                   "archivo")
        if not force:
            raise OutputRefused(f"{target} already exists; nothing was written: add --force "
                                "to overwrite it", path=target, reason="exists",
                                es=f"{target} ya existe; no se escribió nada: añade --force "
                                   "para sobrescribirlo")
    return target


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
