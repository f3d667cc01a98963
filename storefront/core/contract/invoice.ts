import { z } from '../domain/schema';
import type { OrderStatus } from './api';

/**
 * The tax invoice (VAT Act s20): the seller's particulars come from the server's
 * configuration, the rest from the order. The invoice number is the order number.
 */

export const SELLER_API = '/api/seller';

export const sellerSchema = z.object({
  name: z.string().min(1),
  /** Postal lines, in order. */
  address: z.array(z.string().min(1)).min(1),
  vatNumber: z.string().min(1),
  /** True while the store runs on the demo particulars: the invoice says so. */
  demo: z.boolean(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** What an unconfigured store prints: plainly not a real business. */
export const DEMO_SELLER: Seller = {
  name: 'Nexus Electronics (Pty) Ltd (demo)',
  address: ['1 Demo Street', 'Braamfontein', 'Johannesburg', '2001', 'South Africa'],
  vatNumber: '4000000000',
  demo: true,
};

/**
 * Above R 5 000 a full tax invoice must also name the buyer and give the buyer's address; at or below
 * it an abbreviated one without them is enough.
 */
export const FULL_TAX_INVOICE_ABOVE = 5_000_00;
export const invoiceNamesBuyer = (total: number) => total > FULL_TAX_INVOICE_ABOVE;

/** Orders that have been paid (whatever happened since) have a tax invoice; pending and failed ones do not. */
export function hasTaxInvoice(status: OrderStatus | string): boolean {
  return !['pending', 'failed', 'expired'].includes(status);
}

/** The invoice page shows the order's credit note this parameter names (`?creditNote=CN-000001`). */
export const CREDIT_NOTE_PARAM = 'creditNote';

export function creditNoteHref(invoiceHref: string, number: string): string {
  return `${invoiceHref}?${CREDIT_NOTE_PARAM}=${encodeURIComponent(number)}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '25 November 2026', the day in South Africa (UTC+2 all year), the same in every runtime. */
export function formatInvoiceDate(iso: string): string {
  const inSouthAfrica = new Date(new Date(iso).getTime() + 2 * 60 * 60 * 1000);
  return `${inSouthAfrica.getUTCDate()} ${MONTHS[inSouthAfrica.getUTCMonth()]} ${inSouthAfrica.getUTCFullYear()}`;
}
