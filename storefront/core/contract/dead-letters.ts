import { z } from '../domain/schema-mini';

/**
 * The desk's dead-letter list: mails that failed their last allowed attempt (`NEXUS_MAIL_MAX_ATTEMPTS`)
 * and wait for a person to resend them. Written with zod/mini, as the desk's other answers are.
 */
export const deadLetterSchema = z.object({
  id: z.int().check(z.positive()),
  /** The mail's template, e.g. 'order-confirmation'. */
  kind: z.string(),
  recipient: z.string(),
  attempts: z.int().check(z.nonnegative()),
  lastError: z.nullable(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  deadAt: z.iso.datetime({ offset: true }),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

export const deadLettersSchema = z.object({ mails: z.array(deadLetterSchema) });
export type DeadLetters = z.infer<typeof deadLettersSchema>;

export const DEAD_LETTER_PATHS = {
  list: '/api/desk/mail/dead-letters',
  resend: (id: number) => `/api/desk/mail/dead-letters/${id}/resend`,
} as const;
