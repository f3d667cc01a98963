/**
 * FLASH30 is one per person, and a person is more than an account: each use is recorded under the
 * account's verified email and, when the payment names one, the card. Making twenty accounts, or
 * twenty addresses of one mailbox, or paying twenty times with one card gets FLASH30 once.
 */

/** FLASH30 is one per person: the account's email (however spelled) or the card has had it. */
export const FLASH_ONCE_PER_PERSON = 'FLASH30 is once per person: this email address or card has already used it.';

/** Mail providers that ignore dots in the local part (a.b@gmail.com is ab@gmail.com). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however it is spelled: lower case, no `+tag` (most providers deliver `you+1@` to
 * `you@`), and for Gmail no dots and one domain.
 */
export function mailboxOf(email: string): string {
  const [rawLocal = '', rawDomain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  let local = rawLocal.split('+')[0] ?? '';
  let domain = rawDomain;
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The coupon row that records FLASH30 for one mailbox. */
export const flashEmailCode = (email: string) => `FLASH30:email:${mailboxOf(email)}`;

/** The coupon row that records FLASH30 for one card (its keyed fingerprint, abuse/card-key.ts). */
export const flashCardCode = (cardKey: string) => `FLASH30:card:${cardKey}`;
