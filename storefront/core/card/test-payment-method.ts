/**
 * Payment method ids of the local card form, shared by the browser and the embedded test gateway.
 * Stripe turns a card into a `pm_...` id in the browser; with no Stripe keys the local form does the
 * same by naming the card's digits, which only the test gateway accepts and which only ever carry
 * Stripe's public test cards.
 */
export const TEST_PAYMENT_METHOD_PREFIX = 'pm_test_';

const CARD_DIGITS = /^\d{12,19}$/;

/** `'4242 4242 4242 4242'` -> `'pm_test_4242424242424242'`. */
export function testPaymentMethodId(cardNumber: string): string {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!CARD_DIGITS.test(digits)) throw new RangeError('A card number has 12 to 19 digits.');
  return `${TEST_PAYMENT_METHOD_PREFIX}${digits}`;
}

/** The card digits named by a local payment method id, or null when the id is not one. */
export function cardDigitsFromTestPaymentMethod(paymentMethodId: string): string | null {
  if (!paymentMethodId.startsWith(TEST_PAYMENT_METHOD_PREFIX)) return null;
  const digits = paymentMethodId.slice(TEST_PAYMENT_METHOD_PREFIX.length);
  return CARD_DIGITS.test(digits) ? digits : null;
}

/**
 * What may be kept of a payment method id: a local card form id keeps the card's last four digits
 * (`'pm_test_4242424242424242'` -> `'pm_test_last4_4242'`), so no card number is ever stored, not even
 * in test mode; any other id (Stripe's `pm_…`) names no card and is kept as it is. Migration 0005 wrote
 * the same form over older rows.
 */
export function storablePaymentMethodId(paymentMethodId: string): string {
  const digits = cardDigitsFromTestPaymentMethod(paymentMethodId);
  return digits === null ? paymentMethodId : `${TEST_PAYMENT_METHOD_PREFIX}last4_${digits.slice(-4)}`;
}
