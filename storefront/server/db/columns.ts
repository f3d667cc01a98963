import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column kinds the store's tables share, so that each is spelled (and migrated) one way. */

/** The row's own number, given by the database (`integer generated always as identity`, the primary key). */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A moment with its time zone (`timestamp with time zone`); null until it is set. */
export const timestampTz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** The moment the row was written (or last changed): `timestamp with time zone not null default now()`. */
export const timestampNow = <TName extends string>(name: TName) => timestampTz(name).notNull().defaultNow();

/** The row this one belongs to (`integer not null`, a foreign key): deleting the parent deletes it too. */
export const ownedBy = <TName extends string>(name: TName, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
