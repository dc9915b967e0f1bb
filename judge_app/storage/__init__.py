"""Saving tournaments: the tables, the database, migrations, the audit log and ``EventService``.

Rows never leave this package: :mod:`judge_app.storage.service` maps them to the
plain dataclasses of :mod:`judge_app.tournament.model`.
"""
