"""Alembic migrations of the Juez schema, run to head whenever a database is opened."""
