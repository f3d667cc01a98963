export declare const DEFAULT_AUTH_EMULATOR_PORT: number;
export declare const AUTH_EMULATOR_HOST: string;
export declare const AUTH_EMULATOR_PROJECT: string;
export declare function usesRealFirebase(env?: NodeJS.ProcessEnv): boolean;
export declare function authEmulatorAnswers(host?: string): Promise<boolean>;
export interface AuthEmulatorHandle {
  /** `127.0.0.1:<port>`: what FIREBASE_AUTH_EMULATOR_HOST is set to. */
  host: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export declare function startAuthEmulator(options?: {
  /** Default: a free port. */
  port?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<AuthEmulatorHandle>;
