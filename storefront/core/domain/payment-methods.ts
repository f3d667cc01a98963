/**
 * What checkout takes: card payments through the payment provider, nothing else (no EFT, PayPal or
 * wallets). The footer and the FAQ list exactly these, so the store promises only what it accepts.
 */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express'] as const;

export const ACCEPTED_PAYMENTS = `We accept Visa, Mastercard and American Express credit and debit cards, paid securely at checkout.`;
