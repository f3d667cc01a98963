import pg from 'pg';
import type { Database } from '../db';
import { MAIL_QUEUED_CHANNEL, sendPendingMail, type SendReport } from './outbox';
import { mailConfigFromEnv, smtpTransport, type MailConfig, type MailTransport } from './transport';

export { queueMail } from './outbox';
export { mailForOrderEvent, type OrderMailEvent } from './order-mail';

/**
 * The store's mail, as the server process sets it up: the transport when a mail server is
 * configured, and the one send step the job runner calls (`send()`), which sends what is due in the
 * outbox. Without SMTP_URL nothing is sent and nothing is lost: the outbox keeps every mail until a
 * mail server is configured.
 */
export interface StoreMail {
  config: MailConfig;
  /** Sends the due outbox rows once; a no-op report without a mail server. */
  send(): Promise<SendReport>;
  /** What `npm start` prints with "ready". */
  describe(inboxUrl?: string): string;
  close(): void;
}

export function createStoreMail(db: Database, config: MailConfig = mailConfigFromEnv()): StoreMail {
  const transport: MailTransport | null = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  return {
    config,
    send: () =>
      transport
        ? sendPendingMail({ db, transport, from: config.from, context: { origin: config.origin }, retryBaseMs: config.retryBaseMs, retryMaxMs: config.retryMaxMs, maxAttempts: config.maxAttempts })
        : Promise.resolve({ sent: 0, failed: 0, deadLettered: 0 }),
    describe(inboxUrl) {
      if (!config.smtpUrl) return 'Mail: SMTP_URL is not set; mails wait in the outbox (mail_outbox) until a mail server is configured.';
      if (inboxUrl) return `Mail: the local mail catcher (maildev); read what the store sends at ${inboxUrl}`;
      return `Mail: sent through ${new URL(config.smtpUrl).host} from ${config.from}.`;
    },
    close: () => transport?.close(),
  };
}

/**
 * Calls `onQueued` soon after any process commits a queued mail (LISTEN on the outbox's channel), so
 * a confirmation goes out within seconds instead of at the next minute's sweep. A lost connection
 * is opened again; what it missed meanwhile the sweep sends.
 */
export function listenForQueuedMail(connectionString: string, onQueued: () => void, logger: Pick<Console, 'error'> = console): { stop(): Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', () => onQueued());
    next.on('error', (error) => {
      logger.error(`[mail] outbox listener lost its connection (${error.message}); reconnecting.`);
      void next.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void connect(), 2_000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${MAIL_QUEUED_CHANNEL}`);
      client = next;
      // Anything queued before this process listened.
      onQueued();
    } catch {
      await next.end().catch(() => undefined);
      if (!stopped) timer = setTimeout(() => void connect(), 2_000);
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
