"""the players' portal: personal codes, result claims from phones, the event's portal settings

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02 13:10:00
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('portal_code',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.Column('code', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('created_at', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_portal_code_event_id_event')),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_portal_code_player_id_player')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_portal_code')),
    sa.UniqueConstraint('event_id', 'player_id', name=op.f('uq_portal_code_event_id_player_id'))
    )
    with op.batch_alter_table('portal_code', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_portal_code_event_id'), ['event_id'], unique=False)

    op.create_table('portal_claim',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('round', sa.Integer(), nullable=False),
    sa.Column('table_no', sa.Integer(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=False),
    sa.Column('result', sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
    sa.Column('drop', sa.Boolean(), nullable=False),
    sa.Column('at', sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
    sa.Column('address', sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_portal_claim_event_id_event')),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_portal_claim_player_id_player')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_portal_claim')),
    sa.UniqueConstraint('event_id', 'round', 'table_no', 'player_id',
                        name=op.f('uq_portal_claim_event_id_round_table_no_player_id'))
    )
    with op.batch_alter_table('portal_claim', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_portal_claim_event_id'), ['event_id'], unique=False)

    op.create_table('portal_setting',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('event_id', sa.Integer(), nullable=False),
    sa.Column('auto_accept', sa.Boolean(), nullable=False),
    sa.ForeignKeyConstraint(['event_id'], ['event.id'], name=op.f('fk_portal_setting_event_id_event')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_portal_setting')),
    sa.UniqueConstraint('event_id', name=op.f('uq_portal_setting_event_id'))
    )
    with op.batch_alter_table('portal_setting', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_portal_setting_event_id'), ['event_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('portal_setting', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_portal_setting_event_id'))
    op.drop_table('portal_setting')
    with op.batch_alter_table('portal_claim', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_portal_claim_event_id'))
    op.drop_table('portal_claim')
    with op.batch_alter_table('portal_code', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_portal_code_event_id'))
    op.drop_table('portal_code')
