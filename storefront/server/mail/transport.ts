import nodemailer from 'nodemailer';
import { publicOrigin } from '../../core/seo/page-head';

/** One mail as it goes out. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so that a receiving server can tell a resend from a new mail. */
  messageId: string;
}

/** Where mail goes: SMTP in every setup (a provider's, or the local catcher's). */
export interface MailTransport {
  /** Resolves once the SMTP server accepted the mail; rejects when it did not (down, refused). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over an SMTP URL (`smtp://user:pass@host:587`, `smtps://…:465`). Short timeouts: a mail
 * server that hangs must not hold an outbox row for long, the row is retried later instead.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

export interface MailConfig {
  /** Unset: mail waits in the outbox (nothing is lost) until a mail server is configured. */
  smtpUrl: string | undefined;
  from: string;
  /** The store's public origin, for the links in mails. */
  origin: string;
  /** The first retry after a failed send; each further one waits twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Failed attempts after which a mail stops retrying and waits on the dead-letter list. */
  maxAttempts: number;
}

export const DEMO_MAIL_FROM = 'Nexus <orders@nexus.example>';

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number of milliseconds, not '${value}'.`);
  return parsed;
}

/** About 3 hours of tries with the default back-off (30 s doubling up to 30 min), then the dead-letter list. */
export const DEFAULT_MAIL_MAX_ATTEMPTS = 10;

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number above 0, not '${value}'.`);
  return parsed;
}

export function mailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || DEMO_MAIL_FROM,
    origin: publicOrigin(env.PUBLIC_ORIGIN),
    retryBaseMs: positive(env.NEXUS_MAIL_RETRY_MS, 30_000, 'NEXUS_MAIL_RETRY_MS'),
    retryMaxMs: positive(env.NEXUS_MAIL_RETRY_MAX_MS, 30 * 60_000, 'NEXUS_MAIL_RETRY_MAX_MS'),
    maxAttempts: wholeNumber(env.NEXUS_MAIL_MAX_ATTEMPTS, DEFAULT_MAIL_MAX_ATTEMPTS, 'NEXUS_MAIL_MAX_ATTEMPTS'),
  };
}
