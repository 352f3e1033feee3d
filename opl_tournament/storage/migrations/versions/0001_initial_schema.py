"""initial schema

Create Date: 2026-11-22 20:38:35.958285
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from opl_tournament.storage.migration_columns import (
    flag, integer, long_text, primary_key, real, reference, string,
)


revision = '0001'
down_revision = None


def upgrade() -> None:
    op.create_table('audit_log',
    integer('id'),
    string('at'),
    string('actor'),
    string('action'),
    integer('event_id', nullable=True),
    string('entity'),
    integer('entity_id', nullable=True),
    string('summary'),
    long_text('before_json', nullable=True),
    long_text('after_json', nullable=True),
    flag('undone'),
    primary_key('audit_log')
    )
    op.create_index('ix_audit_log_event_id', 'audit_log', ['event_id'])

    op.create_table('event',
    integer('id'),
    string('name'),
    string('game'),
    string('tournament_type'),
    string('format'),
    string('sanction_number'),
    string('date'),
    string('place'),
    integer('time_limit_minutes'),
    integer('swiss_rounds', nullable=True),
    integer('cut_size', nullable=True),
    integer('seed'),
    string('tier'),
    string('paper_size'),
    string('odd_field'),
    long_text('policies_json'),
    string('status'),
    string('created_at'),
    primary_key('event')
    )
    op.create_table('player',
    integer('id'),
    string('number'),
    string('kind'),
    string('name'),
    string('address'),
    string('city'),
    string('state_province'),
    string('postal_code'),
    string('phone'),
    string('email'),
    integer('age', nullable=True),
    string('membership_action'),
    flag('online_search_opt_out'),
    string('created_at'),
    primary_key('player')
    )
    op.create_index('ix_player_number', 'player', ['number'], unique=True)

    op.create_table('event_official',
    integer('id'),
    integer('event_id'),
    string('name'),
    string('role'),
    string('legion_number', nullable=True),
    reference('event_official', 'event_id', 'event', cascade=True),
    primary_key('event_official')
    )
    op.create_index('ix_event_official_event_id', 'event_official', ['event_id'])

    op.create_table('rating',
    integer('player_id'),
    real('rating'),
    integer('games'),
    string('system'),
    real('volatility', nullable=True),
    real('deviation', nullable=True),
    string('source'),
    string('updated_at'),
    reference('rating', 'player_id', 'player'),
    primary_key('rating', 'player_id')
    )
    op.create_table('rating_history',
    integer('id'),
    integer('event_id'),
    integer('player_id'),
    real('rating_before'),
    real('rating_after'),
    integer('games_before'),
    integer('games_in_event'),
    string('formula'),
    long_text('details_json'),
    string('applied_at'),
    reference('rating_history', 'event_id', 'event'),
    reference('rating_history', 'player_id', 'player'),
    primary_key('rating_history'),
    sa.UniqueConstraint('event_id', 'player_id', name='uq_rating_history_event_player')
    )
    op.create_index('ix_rating_history_event_id', 'rating_history', ['event_id'])
    op.create_index('ix_rating_history_player_id', 'rating_history', ['player_id'])

    op.create_table('registration',
    integer('id'),
    integer('event_id'),
    integer('player_id'),
    integer('sequence'),
    string('status'),
    flag('is_staff'),
    integer('fee_cents'),
    flag('fee_paid'),
    integer('entered_round'),
    integer('dropped_round', nullable=True),
    integer('reentered_round', nullable=True),
    integer('disqualified_round', nullable=True),
    long_text('deck_text', nullable=True),
    flag('deck_legal', nullable=True),
    string('created_at'),
    reference('registration', 'event_id', 'event', cascade=True),
    reference('registration', 'player_id', 'player'),
    primary_key('registration'),
    sa.UniqueConstraint('event_id', 'player_id', name='uq_registration_event_player'),
    sa.UniqueConstraint('event_id', 'sequence', name='uq_registration_event_sequence')
    )
    op.create_index('ix_registration_event_id', 'registration', ['event_id'])
    op.create_index('ix_registration_player_id', 'registration', ['player_id'])

    op.create_table('round',
    integer('id'),
    integer('event_id'),
    integer('number'),
    string('stage'),
    string('status'),
    long_text('relaxations_json'),
    long_text('clock_json'),
    string('paired_at'),
    reference('round', 'event_id', 'event', cascade=True),
    primary_key('round'),
    sa.UniqueConstraint('event_id', 'number', name='uq_round_event_number')
    )
    op.create_index('ix_round_event_id', 'round', ['event_id'])

    op.create_table('match',
    integer('id'),
    integer('event_id'),
    integer('round_id'),
    integer('round_number'),
    integer('table_number'),
    integer('player_a_id', nullable=True),
    integer('player_b_id', nullable=True),
    string('match_code', nullable=True),
    string('bracket', nullable=True),
    string('explanation'),
    flag('manual'),
    integer('winner_id', nullable=True),
    string('result', nullable=True),
    string('decided_by', nullable=True),
    long_text('adjudication_json', nullable=True),
    string('reported_at', nullable=True),
    reference('match', 'event_id', 'event', cascade=True),
    reference('match', 'player_a_id', 'registration'),
    reference('match', 'player_b_id', 'registration'),
    reference('match', 'round_id', 'round', cascade=True),
    reference('match', 'winner_id', 'registration'),
    primary_key('match')
    )
    op.create_index('ix_match_event_round', 'match', ['event_id', 'round_number'])
    op.create_index('ix_match_round_id', 'match', ['round_id'])

    op.create_table('penalty',
    integer('id'),
    integer('event_id'),
    integer('registration_id'),
    integer('round_number', nullable=True),
    integer('table_number', nullable=True),
    string('kind'),
    string('infraction'),
    string('note'),
    long_text('consequence_json'),
    flag('override'),
    string('judge'),
    string('created_at'),
    reference('penalty', 'event_id', 'event', cascade=True),
    reference('penalty', 'registration_id', 'registration'),
    primary_key('penalty')
    )
    op.create_index('ix_penalty_event_id', 'penalty', ['event_id'])
    op.create_index('ix_penalty_registration_id', 'penalty', ['registration_id'])


def downgrade() -> None:
    # Dropping a table drops its indexes with it; the tables go in reverse order of creation.
    for table in ('penalty', 'match', 'round', 'registration', 'rating_history', 'rating',
                  'event_official', 'player', 'event', 'audit_log'):
        op.drop_table(table)
