import type { Database } from '../db';
import { sendPendingMail, type SendReport } from './outbox';
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
        ? sendPendingMail({ db, transport, from: config.from, context: { origin: config.origin }, retryBaseMs: config.retryBaseMs, retryMaxMs: config.retryMaxMs })
        : Promise.resolve({ sent: 0, failed: 0 }),
    describe(inboxUrl) {
      if (!config.smtpUrl) return 'Mail: SMTP_URL is not set; mails wait in the outbox (mail_outbox) until a mail server is configured.';
      if (inboxUrl) return `Mail: the local mail catcher (maildev); read what the store sends at ${inboxUrl}`;
      return `Mail: sent through ${new URL(config.smtpUrl).host} from ${config.from}.`;
    },
    close: () => transport?.close(),
  };
}
