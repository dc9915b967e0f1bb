"""An event as one file: ``event archive`` writes a zip, ``event import`` takes it back.

The archive holds everything needed to hand an event over or keep it:

* ``event.json`` — every row of the event, table by table (players, rounds,
  matches, penalties, the floor's clock, extensions, judge calls, decklists,
  attached match logs), portable between SQLite and PostgreSQL;
* ``database.sqlite3`` — a Juez database holding only this event, ready to open;
* ``audit.json`` — the event's hash chain as it was, and the check of it;
* ``reports/`` — every report of every round (pairings by table and by name, slips,
  the standings after each round) and the final standings and penalties, PDF and CSV;
* ``logs/`` — the match logs attached to the event;
* ``rulings/`` — the written ruling of each penalty issued from a match log (its match
  review, printed when the archive is made: :mod:`judge_app.storage.matchlogs`);
* ``manifest.json`` — what the archive is, and the SHA-256 of every file in it.

The storage layer stores: it renders nothing. The printed files (``reports/``,
``rulings/``) are what the caller's ``documents`` function gives
(:func:`judge_app.reports.archive.archived_documents` asks the reports catalogue);
:func:`judge_app.reports.archive.event_archive` is the whole archive with them.

Importing makes a new event of the same rows in the current database (new ids) and
starts its audit chain with an ``event.import`` entry that names the archive's event and
the head of its chain, and keeps its tie-break seed, so the standings come out the same.

An archive proves itself (issue 20 §2): when an audit key is set the manifest carries
an HMAC of itself (``signature``), and importing replays the archive's audit chain
against its ``event.json`` — every link, and the data digest of the chain's last entry
against the rows to be imported — so a result flipped, a penalty deleted and the
manifest re-hashed is refused, naming what differs. The new event's first entry records
where it came from (file, its SHA-256, the source event and head, whether signed); an
archive already imported into the database is refused unless asked again (``again``).
"""

from __future__ import annotations

import hashlib
import hmac
import io
import json
import tempfile
import zipfile
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Table, func, insert, select
from sqlalchemy.engine import Connection
from sqlmodel import SQLModel

from judge_app.storage import audit as chain
from judge_app.storage import models  # noqa: F401  (registers every table)
from judge_app.storage.archive_check import check_rows, load_json, short_text
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService, public_id

FORMAT = "juez-event-archive"
VERSION = 1
#: Tables an archive never copies as rows: the chain is rebuilt by the importing database.
_NOT_COPIED = {"audit_entry", "audit_head"}
#: Largest archive read, and largest file inside it.
MAX_ARCHIVE = 500_000_000
MAX_MEMBER = 200_000_000

#: What the archive asks for its printed files: ``(service, event id, lang, paper)`` →
#: file name inside the archive (``reports/…``, ``rulings/…``) → bytes.
Documents = Callable[[EventService, str, str, str], Mapping[str, bytes]]


def _event_tables() -> list[Table]:
    """Every table that holds rows of one event, parents first."""
    return [t for t in SQLModel.metadata.sorted_tables
            if t.name == "event" or "event_id" in t.c]


def dump_event(svc: EventService, event_id: str) -> dict[str, Any]:
    """Every row of the event, by table (JSON-ready)."""
    with svc._session() as s:
        ev = svc._event(s, event_id)
        out: dict[str, Any] = {}
        for table in _event_tables():
            key = table.c.id if table.name == "event" else table.c.event_id
            rows = s.execute(select(table).where(key == ev.id)
                             .order_by(*table.primary_key.columns)).mappings().all()
            out[table.name] = [dict(r) for r in rows]
        return out


def _load_rows(svc: EventService, tables: dict[str, Any], action: str,
               data: dict[str, Any]) -> str:
    """Insert an event's rows with new ids (foreign keys mapped); its chain starts anew with
    ``action`` (``data`` recorded). Returns the new event's public id."""
    new_ids: dict[str, dict[int, int]] = {}
    with svc._session() as s:
        for table in _event_tables():
            if table.name in _NOT_COPIED:
                continue
            rows = tables.get(table.name, [])
            if not isinstance(rows, list):
                raise TournamentError(f"archive: event.json: {table.name} is not a list",
                                      es=f"archivo: event.json: {table.name} no es una lista",
                                      field="file")
            mapping = new_ids.setdefault(table.name, {})
            # rows of one table go in as multi-row INSERTs (grouped by the columns they
            # give), their new ids read back in order: statements per table, not per row
            batches: dict[tuple[str, ...], list[tuple[Any, dict[str, Any]]]] = {}
            for i, row in enumerate(rows):
                if not isinstance(row, dict):
                    raise TournamentError(f"archive: event.json: {table.name}[{i}] is not an "
                                          "object",
                                          es=f"archivo: event.json: {table.name}[{i}] no es un "
                                             "objeto",
                                          field="file")
                values = {c.name: row.get(c.name) for c in table.c if c.name in row}
                old = values.pop("id", None)
                for column in table.c:
                    for fk in column.foreign_keys:
                        target = fk.column.table.name
                        value = values.get(column.name)
                        if value is not None:
                            if value not in new_ids.get(target, {}):
                                raise TournamentError(
                                    f"archive: event.json: {table.name}[{i}].{column.name} "
                                    f"names {target} {value}, which is not in the archive",
                                    es=f"archivo: event.json: {table.name}[{i}].{column.name} "
                                       f"nombra {target} {value}, que no está en el archivo",
                                    field="file")
                            values[column.name] = new_ids[target][value]
                missing = [c.name for c in table.c if not c.nullable and c.name != "id"
                           and c.name not in values and c.default is None
                           and c.server_default is None]
                if missing:
                    raise TournamentError(f"archive: event.json: {table.name}[{i}] has no "
                                          f"{', '.join(missing)}",
                                          es=f"archivo: event.json: a {table.name}[{i}] le falta "
                                             f"{', '.join(missing)}",
                                          field="file")
                batches.setdefault(tuple(sorted(values)), []).append((old, values))
            _insert_batches(s.connection(), table, list(batches.values()), mapping)
        events = new_ids.get("event", {})
        if len(events) != 1:
            raise TournamentError("archive: event.json holds no event (or more than one)",
                                  es="archivo: event.json no contiene ningún evento (o contiene "
                                     "más de uno)",
                                  field="file")
        ev = svc._event(s, next(iter(events.values())))
        svc._audit(s, ev, action, data)
        return public_id(ev.id or 0)


def _insert_batches(conn: Connection, table: Table,
                    batches: list[list[tuple[Any, dict[str, Any]]]],
                    mapping: dict[int, int]) -> None:
    """Insert each batch of rows as one multi-row statement; ``mapping`` learns each row's
    old id → new id. SQLite cannot return the new ids of a multi-row INSERT in order, so
    there the ids are given, after the highest one (the transaction holds the write lock);
    elsewhere they come back with the INSERT, in order."""
    if conn.dialect.name == "sqlite":
        last = conn.execute(select(func.max(table.c.id))).scalar() or 0
        for batch in batches:
            for old, values in batch:
                last += 1
                values["id"] = last
                if old is not None:
                    mapping[int(old)] = last
            conn.execute(insert(table), [values for _old, values in batch])
        return
    for batch in batches:
        result = conn.execute(insert(table).returning(table.c.id, sort_by_parameter_order=True),
                              [values for _old, values in batch])
        for (old, _values), (pk,) in zip(batch, result.all(), strict=True):
            if old is not None:
                mapping[int(old)] = int(pk)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_archive(svc: EventService, event_id: str, *, documents: Documents,
                  lang: str = "es", paper: str = "a4") -> bytes:
    """The zip archive of an event (see the module docstring), its printed files from
    ``documents``."""
    summary = svc.event_summary(event_id)
    tables = dump_event(svc, event_id)
    entries = svc.audit_entries(event_id)
    check = svc.verify_audit(event_id)
    seed = entries[0].data.get("tie_seed") if entries else None
    files: dict[str, bytes] = {}
    files["event.json"] = json.dumps({"format": FORMAT, "version": VERSION,
                                      "tables": tables}, ensure_ascii=False, indent=1,
                                     default=str).encode("utf-8")
    files["audit.json"] = json.dumps({
        "event": summary.id, "intact": check.ok, "entries": len(entries),
        "problems": [str(p) for p in check.problems],
        "chain": [{"seq": e.seq, "at": e.at, "by": e.by, "action": e.action, "data": e.data,
                   "prev_hash": e.prev_hash, "hash": e.hash} for e in entries]},
        ensure_ascii=False, indent=1).encode("utf-8")
    files.update(documents(svc, event_id, lang, paper))  # reports/ and rulings/
    for row in tables.get("match_log", []):
        where = f"round-{row.get('round') or 0}-table-{row.get('table_no') or 0}"
        files[f"logs/{where}-{row['id']}.json"] = str(row["log"]).encode("utf-8")
    # a database holding only this event
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "database.sqlite3"
        other = EventService(str(target), station=svc.station)
        try:
            _load_rows(other, tables, "event.import",
                       {"format": "archive", "from": summary.id, "head": _head(entries),
                        "tie_seed": seed})
        finally:
            other.engine.dispose()
        files["database.sqlite3"] = target.read_bytes()
    manifest: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "event": summary.id, "name": summary.name,
        "game": summary.game, "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "audit_head": _head(entries), "audit_intact": check.ok,
        "files": {name: _sha(data) for name, data in sorted(files.items())}}
    key = chain.audit_key()
    if key is not None:
        manifest["signature"] = {"mac": chain.MAC, "value": _signature(manifest, key)}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("manifest.json", json.dumps(manifest, ensure_ascii=False, indent=1))
        for name, data in sorted(files.items()):
            zf.writestr(name, data)
    return buffer.getvalue()


def _head(entries: list[Any]) -> str | None:
    return entries[-1].hash if entries else None


def _signature(manifest: dict[str, Any], key: bytes) -> str:
    """HMAC-SHA256 with the audit key of the manifest's canonical JSON, its signature left
    out (what a signed manifest's ``signature.value`` holds)."""
    body = {k: v for k, v in manifest.items() if k != "signature"}
    return hmac.new(key, chain.canonical_json(body).encode("utf-8"), hashlib.sha256).hexdigest()


def _refused(where: str, donde: str, en: str, es: str) -> TournamentError:
    return TournamentError(f"{where}: {en}", field="file", es=f"{donde}: {es}")


def check_signature(manifest: dict[str, Any], where: str, donde: str) -> bool:
    """Whether the manifest is signed (and the signature is this audit key's); a signature
    that does not match, or one that cannot be checked for want of the key, is refused."""
    signature = manifest.get("signature")
    if signature is None:
        return False
    key = chain.audit_key()
    if key is None:
        raise _refused(where, donde, "manifest.json is signed with an audit key, and none is "
                       f"set: set {chain.KEY_VAR} to check it before importing",
                       "manifest.json está firmado con una clave de auditoría y no hay "
                       f"ninguna: defina {chain.KEY_VAR} para comprobarlo antes de importar")
    value = signature.get("value") if isinstance(signature, dict) else None
    if not isinstance(value, str) or not hmac.compare_digest(value,
                                                             _signature(manifest, key)):
        raise _refused(where, donde, "manifest.json's signature is not this audit key's: the "
                       "archive was changed after it was made, or made with another key",
                       "la firma de manifest.json no es de esta clave de auditoría: el archivo "
                       "se cambió después de hacerse, o se hizo con otra clave")
    return True


def audited_rows(tables: dict[str, Any]) -> dict[str, Any]:
    """The rows of ``event.json`` as the audit reads them (:func:`audit.event_data`): the
    audited tables' columns, in ``id`` order, booleans as booleans."""
    out: dict[str, Any] = {}
    for name, (columns, booleans) in chain.AUDITED.items():
        rows = tables.get(name) or []
        if not isinstance(rows, list) or not all(isinstance(r, dict) for r in rows):
            rows = []
        ordered = sorted(rows, key=lambda r: r.get("id") if isinstance(r.get("id"), int) else 0)
        out[name] = [[bool(r.get(c)) if c in booleans and r.get(c) is not None else r.get(c)
                      for c in columns] for r in ordered]
    return out


def replay_chain(manifest: dict[str, Any], audit_doc: Any, tables: dict[str, Any],
                 where: str, donde: str) -> list[chain.AuditEntry]:
    """The archive's audit chain, checked: every link, its head against the manifest's, and
    the data its last entry recorded against the rows to be imported. Anything else is
    refused, naming it."""
    raw = audit_doc.get("chain") if isinstance(audit_doc, dict) else None
    if not isinstance(raw, list) or not raw:
        raise _refused(where, donde, "audit.json holds no audit chain: the archive cannot "
                       "prove its event", "audit.json no contiene la cadena de auditoría: el "
                       "archivo no puede probar su evento")
    entries: list[chain.AuditEntry] = []
    event = audit_doc.get("event") or manifest.get("event")  # the chain's own, its hashes prove
    for i, item in enumerate(raw):
        try:
            entry = chain.AuditEntry(int(item["seq"]), str(event), str(item["at"]),
                                     str(item["by"]), str(item["action"]), dict(item["data"]),
                                     str(item["prev_hash"]), str(item["hash"]))
        except (KeyError, TypeError, ValueError):
            raise _refused(where, donde, f"audit.json: chain[{i}] is not an audit entry",
                           f"audit.json: chain[{i}] no es una entrada de auditoría") from None
        entries.append(entry)
    data = audited_rows(tables)
    head = manifest.get("audit_head")
    keyed = any(e.keyed for e in entries)
    problems = chain.verify_chain(
        entries, (entries[-1].seq, head if isinstance(head, str) else ""),
        data_now=data, key=chain.audit_key() if keyed else None)
    if problems:
        shown = "; ".join(str(p) for p in problems[:3])
        raise _refused(where, donde, f"its audit chain does not prove its event.json: {shown}",
                       f"su cadena de auditoría no prueba su event.json: {shown}")
    return entries


def already_imported(svc: EventService, source: Any, head: Any) -> str | None:
    """The event of this database already imported from an archive of event ``source`` at
    audit head ``head`` (``None``: none)."""
    from sqlmodel import col

    from judge_app.storage.models import AuditEntryRow

    if not isinstance(source, str) or not isinstance(head, str):
        return None
    with svc._session() as s:
        rows = s.execute(select(col(AuditEntryRow.event_id), col(AuditEntryRow.data))
                         .where(col(AuditEntryRow.seq) == 1,
                                col(AuditEntryRow.action) == "event.import")
                         .order_by(col(AuditEntryRow.event_id))).all()
    for event_pk, text in rows:
        try:
            data = json.loads(text)
        except ValueError:
            continue
        if isinstance(data, dict) and data.get("format") == "archive" and \
                data.get("from") == source and data.get("head") == head:
            return public_id(int(event_pk))
    return None


def is_archive(path: str | Path) -> bool:
    """Whether ``path`` is a zip file (an event archive, by its first bytes)."""
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"PK\x03\x04"
    except OSError:
        return False


def import_archive(svc: EventService, path: str | Path, *, again: bool = False) -> str:
    """Make a new event of an archive; its id. Refused (nothing written) when the archive is
    not Juez's, a file in it does not match the manifest's hash or signature, its audit
    chain does not prove its data, its rows do not fit, or it was imported into this
    database already (unless ``again``: a second copy, asked for)."""
    path = Path(path)
    where, donde = f"archive {path}", f"archivo {path}"
    try:
        if path.stat().st_size > MAX_ARCHIVE:
            raise TournamentError(f"{where} is larger than {MAX_ARCHIVE // 1_000_000} MB",
                                  field="file",
                                  es=f"{donde} pesa más de {MAX_ARCHIVE // 1_000_000} MB")
        with zipfile.ZipFile(path) as zf:
            def read(name: str) -> bytes:
                try:
                    info = zf.getinfo(name)
                except KeyError:
                    raise TournamentError(f"{where}: no {name} inside: not a Juez event "
                                          "archive", field="file",
                                          es=f"{donde}: no contiene {name}: no es un archivo "
                                          "de evento de Juez") from None
                if info.is_dir() or (info.external_attr >> 16) & 0o170000 not in (0, 0o100000):
                    # a symlink (or a device) stored in the zip: its bytes are no file of ours
                    raise TournamentError(f"{where}: {name} is not a plain file (a link?)",
                                          field="file", es=f"{donde}: {name} no es un "
                                          "archivo normal (¿un enlace?)")
                if info.file_size > MAX_MEMBER:
                    raise TournamentError(f"{where}: {name} is too large", field="file",
                                          es=f"{donde}: {name} es demasiado grande")
                return zf.read(name)
            manifest = load_json(read("manifest.json"), "manifest.json", where, donde)
            if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
                raise TournamentError(f"{where}: manifest.json: not a Juez event archive",
                                      field="file", es=f"{donde}: manifest.json: no es un "
                                      "archivo de evento de Juez")
            if manifest.get("version") != VERSION:
                raise TournamentError(f"{where}: manifest.json: version "
                                      f"{manifest.get('version')!r} is not one this Juez "
                                      f"reads ({VERSION})", field="file",
                                      es=f"{donde}: manifest.json: esta versión de Juez no lee "
                                      f"la versión {manifest.get('version')!r} ({VERSION})")
            hashes = manifest.get("files", {})
            body = read("event.json")
            audit = read("audit.json")
            for name, data in (("event.json", body), ("audit.json", audit)):
                if hashes.get(name) != _sha(data):
                    raise TournamentError(f"{where}: {name} does not match the manifest's "
                                          "SHA-256: the archive was changed or damaged",
                                          field="file", es=f"{donde}: {name} no coincide con "
                                          "el SHA-256 del manifiesto: el archivo se modificó "
                                          "o está dañado")
    except zipfile.BadZipFile as exc:
        raise TournamentError(f"{where}: not a readable zip file ({exc})", field="file",
                              es=f"{donde}: no es un zip legible ({exc})") from None
    except json.JSONDecodeError as exc:
        raise TournamentError(f"{where}: line {exc.lineno}, column {exc.colno}: {exc.msg}",
                              field="file", es=f"{donde}: línea {exc.lineno}, columna "
                              f"{exc.colno}: {exc.msg}") from None
    except OSError as exc:
        raise TournamentError(f"cannot read {path}: {exc.strerror or exc}", field="file",
                              es=f"no se puede leer {path}: {exc.strerror or exc}") from None
    document = load_json(body, "event.json", where, donde)
    record = load_json(audit, "audit.json", where, donde)
    tables = document.get("tables") if isinstance(document, dict) else None
    if not isinstance(tables, dict):
        raise TournamentError(f"{where}: event.json: no tables", field="file",
                              es=f"{donde}: event.json: sin tablas")
    # every value checked against its column before the one transaction writes any
    check_rows(tables, _event_tables(), _NOT_COPIED, where, donde)
    signed = check_signature(manifest, where, donde)
    entries = replay_chain(manifest, record, tables, where, donde)
    seed = entries[0].data.get("tie_seed")
    seed = seed if isinstance(seed, str) and len(seed) <= 64 else None
    source = short_text(manifest.get("event"), 40)
    head = short_text(manifest.get("audit_head"), 128)
    existing = already_imported(svc, source, head)
    if existing is not None and not again:
        raise TournamentError(
            f"{where} was imported into this database already, as event {existing!r} (event "
            f"{source} at the same audit head): nothing was imported; to make a second copy, "
            "import it again (command line: --again)", field="file",
            es=f"{donde} ya se importó en esta base de datos, como el evento {existing!r} "
               f"(evento {source} con la misma cabeza de auditoría): no se importó nada; para "
               "hacer una segunda copia, impórtelo otra vez (línea de órdenes: --again)")
    event = _load_rows(svc, tables, "event.import",
                       {"format": "archive", "file": path.name[:200], "from": source,
                        "head": head, "tie_seed": seed, "sha256": _sha(path.read_bytes()),
                        "signed": signed, "verified": len(entries),
                        **({"again_of": existing} if existing is not None else {})})
    svc._take_backup(event, "event.import")
    return event


__all__ = ["build_archive", "dump_event", "import_archive", "is_archive"]
