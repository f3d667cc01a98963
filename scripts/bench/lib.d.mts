export declare function median(values: readonly number[]): number;
export declare function percentile(values: readonly number[], p: number): number;
export declare function freePort(): Promise<number>;
export declare const BENCH_PAYMENT_ALLOWANCE: number;
export interface StoreServer {
  origin: string;
  /** The store's database (the throwaway one, or DATABASE_URL), for a section that seeds it. */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}
export declare function startStoreServer(env?: Record<string, string>): Promise<StoreServer>;
