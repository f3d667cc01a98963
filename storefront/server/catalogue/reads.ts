import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { CatalogueProduct, CatalogueStore } from './store';

/** The channel the catalogue's trigger notifies with the new version (migration 0011). */
export const CATALOGUE_CHANNEL = 'nexus_catalogue';

/**
 * The catalogue as pages and the API read it: products cached in this process, keyed by the
 * catalogue's version. A change anywhere moves the version (a trigger) and PostgreSQL tells every
 * process at once (LISTEN/NOTIFY), which then reads afresh; while that connection is down, the version
 * is asked at most every `pollMs`. Payments never read from here: they read the database itself.
 */
export interface CatalogueReads {
  version(): Promise<number>;
  /** Active products by id (unknown, draft and archived ids are left out). */
  products(ids: readonly number[]): Promise<Map<number, CatalogueProduct>>;
  stop(): Promise<void>;
}

export interface CatalogueReadsOptions {
  /** A `postgres://` URL to LISTEN on; without it the version is polled. */
  listen?: string | undefined;
  /** How old the version may be when no notification can arrive. @default 1000 */
  pollMs?: number;
  /**
   * How long a cached product is kept at most, for the prices that change with the clock alone (a
   * scheduled sale starting or ending moves no version). @default 30000
   */
  ttlMs?: number;
  logger?: Pick<Console, 'error'>;
}

export function createCatalogueReads(store: CatalogueStore, options: CatalogueReadsOptions = {}): CatalogueReads {
  const pollMs = options.pollMs ?? 1_000;
  const logger = options.logger ?? console;
  const cache = new LRUCache<string, CatalogueProduct | false>({ max: 20_000, ttl: options.ttlMs ?? 30_000 });
  let known: number | null = null;
  let checkedAt = 0;
  let listening = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  function heard(version: number): void {
    if (known === null || version > known) {
      known = version;
      checkedAt = Date.now();
      cache.clear();
    }
  }

  async function listen(url: string): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    const retry = () => {
      listening = false;
      void next.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void listen(url), 2_000);
    };
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) heard(Number(message.payload));
    });
    next.on('error', (error) => {
      logger.error(`[catalogue] change listener lost its connection (${error.message}); reconnecting.`);
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      client = next;
      // Whatever changed before this process listened.
      heard(await store.version());
      listening = true;
    } catch {
      retry();
    }
  }
  if (options.listen) void listen(options.listen);

  async function version(): Promise<number> {
    if (known !== null && (listening || Date.now() - checkedAt < pollMs)) return known;
    heard(await store.version());
    checkedAt = Date.now();
    return known ?? 0;
  }

  return {
    version,
    async products(ids) {
      // The version first: what is read after it is at least as new, so it may be kept under it.
      const at = await version();
      const found = new Map<number, CatalogueProduct>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const cached = cache.get(`${at}:${id}`);
        if (cached === undefined) missing.push(id);
        else if (cached !== false) found.set(id, cached);
      }
      if (missing.length > 0) {
        const read = await store.products(missing);
        for (const id of missing) {
          const product = read.get(id);
          cache.set(`${at}:${id}`, product ?? false);
          if (product) found.set(id, product);
        }
      }
      return found;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
