import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema';
import { identityId, ownedBy, timestampNow, timestampTz } from '../db/columns';

/**
 * Team buys. Kept apart from the orders' schema so that the teams change in one place;
 * `server/db/schema.ts` re-exports these for drizzle-kit and the store's typed queries.
 */

export const teams = pgTable(
  'teams',
  {
    id: identityId(),
    /** What the share link `/team/:code` carries. */
    code: text('code').notNull(),
    productId: integer('product_id').notNull(),
    /** The Firebase account that started the team (its first member). */
    createdBy: text('created_by').notNull(),
    createdAt: timestampNow('created_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    /**
     * Kept next to the members so that joining is one conditional update (`member_count < size AND
     * expires_at > now()`): the row lock it takes queues concurrent joiners, and each re-reads the count.
     */
    memberCount: integer('member_count').notNull().default(1),
    /**
     * The product's price (cents) when the team started: the team price is taken from it, so a later
     * price change does not move a running team. Null on teams started before it was kept.
     */
    price: integer('price'),
  },
  (table) => [
    uniqueIndex('teams_code_unique').on(table.code),
    // Starting a team counts the account's open teams (MAX_OPEN_TEAMS).
    index('teams_created_by_idx').on(table.createdBy),
    check('teams_member_count_check', sql`${table.memberCount} between 1 and 3`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: ownedBy('team_id', () => teams.id),
    accountUid: text('account_uid').notNull(),
    /** The only thing other members see of an account. */
    firstName: text('first_name').notNull(),
    /** Where the team-complete mail goes; null for members who joined before it was kept. */
    email: text('email'),
    joinedAt: timestampNow('joined_at'),
    /**
     * The member's one purchase at the team price: claimed with a conditional update when the order is
     * written, so a second purchase finds it taken. A failed or expired order frees it again.
     */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.accountUid] }),
    index('team_members_account_idx').on(table.accountUid),
  ],
);
