export declare const AUTH_EMULATOR_HOST: string;
export declare const AUTH_EMULATOR_PROJECT: string;
export declare function usesRealFirebase(env?: NodeJS.ProcessEnv): boolean;
export declare function authEmulatorAnswers(host?: string): Promise<boolean>;
export interface AuthEmulatorHandle {
  host: string;
  /** True when an emulator was already running; `stop()` then leaves it alone. */
  reused: boolean;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export declare function startAuthEmulator(options?: {
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<AuthEmulatorHandle>;
