export declare const DEFAULT_DATA_DIR: string;
export declare function freePort(): Promise<number>;
export declare function databaseUrl(options: { port: number; password: string }): string;
export declare function storePassword(): string;
export declare function waitForPostgres(url: string, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<void>;
export interface EmbeddedPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** True when this start created the data folder. */
  fresh: boolean;
  /** Resolves when the PostgreSQL server exits. */
  exited: Promise<void>;
  stop(): Promise<void>;
}
export declare function startPostgres(options?: {
  port?: number;
  password?: string;
  dataDir?: string;
  temporary?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgres>;
export interface PostgresProcess {
  url: string;
  port: number;
  pid: number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export declare function runPostgres(options?: {
  temporary?: boolean;
  port?: number;
  /** A data folder of its own, kept when stopped (so it can be started again on it); needs `password`. */
  dataDir?: string;
  password?: string;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<PostgresProcess>;
