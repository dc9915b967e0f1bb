"""Alembic environment of Juez, run by :func:`judge_app.storage.database.upgrade`.

There is no ``alembic.ini``: the caller builds the :class:`alembic.config.Config`
and passes its open SQLAlchemy connection in ``config.attributes["connection"]``.
Imported outside Alembic (e.g. by doctest collection) the module does nothing.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection
from sqlmodel import SQLModel

import judge_app.storage.models  # noqa: F401  (registers the tables)


def run_migrations(connection: Connection) -> None:
    """Apply the pending migrations on ``connection`` (batch mode on SQLite)."""
    context.configure(
        connection=connection,
        target_metadata=SQLModel.metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if hasattr(context, "config"):
    run_migrations(context.config.attributes["connection"])
