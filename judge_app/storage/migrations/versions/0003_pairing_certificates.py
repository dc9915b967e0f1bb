"""pairing certificates: what each Swiss round was paired from (round verify)

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 13:10:00
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op


revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('pairing_certificate',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('engine', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.Column('profile', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('seed', sa.BigInteger(), nullable=False),
    sa.Column('inputs_hash', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'],
                            name=op.f('fk_pairing_certificate_event_id_event')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_pairing_certificate')),
    sa.UniqueConstraint('event_id', 'round', name=op.f('uq_pairing_certificate_event_id_round'))
    )
    with op.batch_alter_table('pairing_certificate', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_pairing_certificate_event_id'), ['event_id'],
                              unique=False)


def downgrade() -> None:
    with op.batch_alter_table('pairing_certificate', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_pairing_certificate_event_id'))
    op.drop_table('pairing_certificate')
