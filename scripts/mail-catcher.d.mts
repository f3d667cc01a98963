export declare const DEFAULT_SMTP_PORT: number;
export declare const DEFAULT_WEB_PORT: number;
export declare function portOr(preferred: number): Promise<number>;
export declare function waitForMailCatcher(inboxUrl: string, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<void>;
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  smtpUrl: string;
  smtpPort: number;
  webPort: number;
  /** The web inbox, `http://localhost:<port>`; its REST API lists mail at `/api/email`. */
  inboxUrl: string;
  pid: number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export declare function runMailCatcher(options?: {
  smtpPort?: number;
  webPort?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<MailCatcher>;
