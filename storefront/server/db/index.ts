import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * The one module that opens the store's database. Everything else receives a `StoreDatabase` and
 * never learns where it is: `DATABASE_URL` (any PostgreSQL), which `npm start` and the tests point at
 * an embedded PostgreSQL (scripts/postgres.mjs) when the operator set none.
 */

export type Database = NodePgDatabase<typeof schema>;

export interface StoreDatabase {
  db: Database;
  /** The same connections, for libraries that speak node-postgres (the payment-attempt limiter). */
  pool: pg.Pool;
  /** Applies the committed migrations once, under an advisory lock shared by every server process. */
  migrate(): Promise<void>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Thrown by the stores when the database cannot be reached or fails: the API answers 503. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${describeDatabaseError(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Runs a store's database work; any failure of it becomes one StoreUnavailableError (the API's 503). */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
  }
}

/** drizzle wraps the driver's errors: the PostgreSQL code and message are on a cause. */
export function describeDatabaseError(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error; current instanceof Error && parts.length < 4; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === 'string' ? `${current.message} (${code})` : current.message);
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}

/** The PostgreSQL error code (e.g. '23505') of a driver error, however deeply drizzle wrapped it. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Any int8 works; every process that migrates this schema must use the same one. */
const MIGRATION_LOCK = 7_301_884_513;

/**
 * The committed migrations (`storefront/drizzle/`). The same code runs from source (server/db/) and
 * bundled (dist-server/index.js), at different depths, so look upwards for the folder.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`The database migrations (storefront/drizzle/) were not found above ${fileURLToPath(import.meta.url)}.`);
}

export interface OpenDatabaseOptions {
  /** A `postgres://` URL. @default process.env.DATABASE_URL */
  url?: string | undefined;
  /** Connections this process keeps open at most. @default 10 */
  maxConnections?: number;
  /** Where idle-connection errors go (the database restarting, say); they must not crash the server. */
  onError?: (error: Error) => void;
}

export function openDatabase(options: OpenDatabaseOptions = {}): StoreDatabase {
  const url = options.url ?? process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. `npm start` starts an embedded PostgreSQL and sets it; to run the server alone, point DATABASE_URL at a PostgreSQL database (postgres://user:password@host:5432/name).',
    );
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // Fail fast when the database is gone, so the shopper hears "try again" instead of waiting.
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => (options.onError ?? ((e) => console.error(`[database] ${e.message}`)))(error));
  // The pool listens for errors only on the connections it holds idle. One that is checked out (a
  // transaction between two statements, say) and cut by the database going away would emit an error
  // no one hears, and Node ends the process on an unheard 'error'. Its work fails with the next
  // statement instead, which answers 503 like every other outage; the pool then drops the connection.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });

  return {
    db,
    pool,
    async migrate() {
      const folder = migrationsFolder();
      const client = await pool.connect();
      try {
        // drizzle's migrate() takes no lock: processes starting together would race to create the
        // same tables. The session lock is released on unlock, or by PostgreSQL if this process dies.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
        client.release();
      } catch (error) {
        // A connection that failed mid-migration is not fit for reuse.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
