import type { CreditNote, DeskRefund, OrderRefund, RefundState } from '../../core/contract/api';
import { Link } from 'react-router-dom';
import { invoiceHref } from '../../core/catalogue/routes';
import { creditNoteHref, formatInvoiceDate } from '../../core/contract/invoice';
import { formatRand } from '../../core/domain/money';

const dayFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

/** How a refund's state reads: the shopper is told "refunded" only once the gateway confirmed it. */
export const REFUND_STATE_WORDS: Record<RefundState, { shopper: string; staff: string }> = {
  requested: { shopper: 'being processed', staff: 'owed: waiting for the gateway' },
  pending: { shopper: 'on its way to your card', staff: 'pending at the gateway' },
  succeeded: { shopper: 'refunded to your card', staff: 'refunded' },
  failed: { shopper: 'could not be made yet: we are looking into it', staff: 'failed at the gateway: act on it' },
};

export interface RefundListProps {
  refunds: readonly (OrderRefund | DeskRefund)[];
  /** Staff see the gateway's reference, its last error and the attempts. @default false */
  staff?: boolean;
  label: string;
}

/** Every refund of an order with its state and dates, newest last. */
export function RefundList({ refunds, staff = false, label }: RefundListProps) {
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2 text-sm">
      {refunds.map((refund, index) => {
        const words = REFUND_STATE_WORDS[refund.state];
        const desk = staff && 'attempts' in refund ? refund : null;
        return (
          <li
            key={`${refund.requestedAt}-${index}`}
            data-state={refund.state}
            className={refund.state === 'failed' ? 'rounded-md bg-danger-100 p-2 text-danger-700' : refund.state === 'succeeded' ? 'rounded-md bg-success-100 p-2 text-success-700' : 'rounded-md bg-surface-muted p-2 text-ink'}
          >
            <span className="font-medium">
              Refund of {formatRand(refund.amount)}: {staff ? words.staff : words.shopper}
            </span>{' '}
            <time dateTime={refund.settledAt ?? refund.requestedAt} className="block">
              {dayFormat.format(new Date(refund.settledAt ?? refund.requestedAt))}
            </time>
            {desk ? (
              <span className="block">
                {[desk.kind === 'late_payment' ? 'a payment for an order that had failed or expired' : null, desk.gatewayReference, `${desk.attempts} attempt${desk.attempts === 1 ? '' : 's'}`, desk.lastError]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The order's credit notes: each corrects its tax invoice (the order's number) by what was given back,
 * with the VAT in it reversed.
 */
export function CreditNoteList({ orderNumber, creditNotes, linked = true }: { orderNumber: string; creditNotes: readonly CreditNote[]; /** Link each to its printable page (the shopper's). @default true */ linked?: boolean }) {
  const invoice = invoiceHref(orderNumber);
  if (creditNotes.length === 0) return null;
  return (
    <section aria-label={`Credit notes for order ${orderNumber}`} className="flex flex-col gap-2 text-sm">
      <h2 className="text-base font-semibold text-ink">Credit notes</h2>
      <ul className="flex flex-col gap-1">
        {creditNotes.map((note) => (
          <li key={note.number}>
            {linked ? (
              <Link to={creditNoteHref(invoice, note.number)} className="font-mono text-brand-700 underline">
                {note.number}
              </Link>
            ) : (
              <span className="font-mono">{note.number}</span>
            )}
            , {formatInvoiceDate(note.issuedAt)}: {formatRand(note.amount)} credited against tax invoice{' '}
            <span className="font-mono">{orderNumber}</span>, VAT {formatRand(note.vat)} reversed
          </li>
        ))}
      </ul>
    </section>
  );
}
