import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Supply, DrawInputs } from '@portal/shared-types/draw/draw';
import type { DrawInputsV2 } from '@portal/shared-types/draw/draw-v2';
import type { DrawInputsV3 } from '@portal/shared-types/draw/draw-api.schema';
import type { FrozenRow } from '@portal/shared-types/draw/frozen-list';
import { subscriptionRounds } from './rounds';

/**
 * A round's list through time: each close freezes it (the canonical rows and their
 * digest), each reopening unfreezes it. Never updated: the draw page shows the whole history.
 */
export const roundFreezes = pgTable(
  'round_freezes',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'freeze' | 'reopen'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    listDigest: text('list_digest'),
    list: jsonb('list').$type<FrozenRow[]>(),
    /** draw/v2: the commitment text published at the freeze (null on freezes drawn under draw/v1) */
    commitment: text('commitment'),
    commitmentDigest: text('commitment_digest'),
  },
  (t) => [
    index('round_freezes_round_idx').on(t.roundId, t.id),
    check('round_freezes_kind', sql`${t.kind} in ('freeze', 'reopen')`),
  ],
);

/** The randomness of a round's draw as it arrives, and the draw itself once run. */
export const roundDraws = pgTable('round_draws', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
  /** the fetched, signature-checked beacon */
  beacon: jsonb('beacon').$type<{ round: number; randomness: string; signature: string }>(),
  beaconError: text('beacon_error'),
  /** an admin asked for the draw: the server keeps trying until the beacon arrives */
  requestedBy: text('requested_by'),
  witnessedNumber: text('witnessed_number'),
  witnessedBy: text('witnessed_by'),
  witnessedAt: timestamp('witnessed_at', { withTimezone: true }),
  /** the first admin's entry of the witnessed number, waiting for a second admin to enter the same */
  witnessPending: jsonb('witness_pending').$type<{ actor: string; number: string; at: string }>(),
  /** where the witnessing can be seen (a link or a place), as the operator gave it */
  witnessPlace: text('witness_place'),
  inputs: jsonb('inputs').$type<DrawInputs | DrawInputsV2 | DrawInputsV3>(),
  seed: text('seed'),
  supply: jsonb('supply').$type<Record<string, Supply>>(),
  drawnBy: text('drawn_by'),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});

/**
 * A draw/v3 witness's commitment (a salted SHA-256 of their value) made before the close, and its reveal
 * after the freeze. Rows of the open cycle have no freeze; the close binds them to the freeze it makes, so
 * after 마감 해제 they stay that freeze's (void) history and the next close binds only new commitments.
 */
export const drawWitnesses = pgTable(
  'draw_witnesses',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    freezeId: integer('freeze_id').references(() => roundFreezes.id, { onDelete: 'cascade' }),
    /** unique across every round: a commitment used once is never accepted again (a reused salt) */
    commitment: text('commitment').notNull().unique('draw_witnesses_commitment_key'),
    committedBy: text('committed_by').notNull(),
    committedPlace: text('committed_place').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    value: text('value'),
    salt: text('salt'),
    revealedBy: text('revealed_by'),
    revealedPlace: text('revealed_place'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [index('draw_witnesses_round_idx').on(t.roundId, t.freezeId, t.id)],
);

/** A winning state changed after the draw, with its reason: public on the round's draw page. */
export const winningAmendments = pgTable(
  'winning_amendments',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => subscriptionRounds.id, { onDelete: 'cascade' }),
    receiptNumber: text('receipt_number').notNull(),
    oldState: text('old_state').notNull(),
    newState: text('new_state').notNull(),
    reason: text('reason').notNull(),
    adminUsername: text('admin_username').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** the move (after-draw/moves.ts PUBLIC_MOVES); null for a change the old state editor made */
    move: text('move'),
    /** a reserve call's place: the receipt number of the winner whose place it fills */
    place: text('place'),
    /** the chain (draw/amendments-file.ts): the hash of the entry before, or the draw file's digest */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('winning_amendments_round_idx').on(t.roundId, t.id),
    // two entries appended on the same head would fork the chain: the second writer fails and retries
    uniqueIndex('winning_amendments_chain_idx').on(t.roundId, t.prevHash),
  ],
);
