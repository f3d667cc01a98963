import { FileX, Printer } from '@nexus-za/ui-kit/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { fetchSeller } from '../api/invoice-api';
import type { ApiResult } from '../api/api-client';
import { orderHref } from '../../core/catalogue/routes';
import { ORDER_NUMBER_PATTERN, type CreditNote, type Order } from '../../core/contract/api';
import { CREDIT_NOTE_PARAM, formatInvoiceDate, hasTaxInvoice, invoiceNamesBuyer, type Seller } from '../../core/contract/invoice';
import { formatRand } from '../../core/domain/money';
import { VAT_PERCENT } from '../../core/domain/pricing';
import { PageLoading } from '../components/page-loading';
import { LoadFailed } from '../components/page-states';
import { OrderNotFound } from './order-not-found';
import { pageTitle, useDocumentTitle } from '../platform/document-head';
import { useOrder } from './use-orders';

/**
 * Printing shows the invoice alone, on A4: the store's header, footer, dock and this page's buttons
 * stay on screen. Here rather than in the app's stylesheet, so it loads with this page only.
 */
const PRINT_CSS = `
@page { size: A4; margin: 14mm; }
@media print {
  body:has([data-tax-invoice]) :is(header, footer, [data-print-hidden]),
  body:has([data-tax-invoice]) [data-slot="floating-dock"],
  body:has([data-tax-invoice]) aside { display: none !important; }
  body:has([data-tax-invoice]) main, body:has([data-tax-invoice]) [data-tax-invoice] { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  [data-tax-invoice] { box-shadow: none !important; border: none !important; color: #000 !important; }
  [data-tax-invoice] * { color: #000 !important; }
  [data-tax-invoice] table { page-break-inside: auto; }
  [data-tax-invoice] tr { page-break-inside: avoid; }
}
`;

function useSeller(): ApiResult<Seller> | null {
  const [seller, setSeller] = useState<ApiResult<Seller> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchSeller(controller.signal).then(setSeller, () => undefined);
    return () => controller.abort();
  }, []);
  return seller;
}

function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address className="flex flex-col not-italic">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

function buyerLines(order: Order): string[] {
  const to = order.deliverTo;
  return [to.streetAddress, to.suburb, to.city, [to.province, to.postalCode].filter(Boolean).join(' '), to.country].filter((line): line is string => Boolean(line));
}

function Money({ cents }: { cents: number }) {
  return <span className="whitespace-nowrap tabular-nums">{formatRand(cents)}</span>;
}

export function TaxInvoice({ order, seller }: { order: Order; seller: Seller }) {
  const { totals } = order;
  const inclusive = totals.vatMode === 'inclusive';
  const date = formatInvoiceDate(order.paidAt ?? order.placedAt);
  const row = 'border-b border-surface-sunken';
  return (
    <TaxDocument
      titleId="tax-invoice-title"
      title="Tax Invoice"
      buyerId="invoice-buyer"
      order={order}
      seller={seller}
      facts={
        <>
          <dt className="text-ink-muted">Invoice number</dt>
          <dd className="font-mono font-semibold">{order.orderNumber}</dd>
          <dt className="text-ink-muted">Date</dt>
          <dd>
            <time dateTime={order.paidAt ?? order.placedAt}>{date}</time>
          </dd>
        </>
      }
      beforeBuyer={
        seller.demo ? (
          <p className="rounded-md border border-accent-600 bg-accent-100 p-3 text-accent-700">
            Demo seller details: this store has not been configured with its own name, address and VAT number (NEXUS_SELLER_NAME,
            NEXUS_SELLER_ADDRESS, NEXUS_SELLER_VAT_NUMBER).
          </p>
        ) : null
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Items on tax invoice {order.orderNumber}</caption>
          <thead>
            <tr className={`${row} text-ink-muted`}>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Description
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Unit price
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index} className={row}>
                <td className="py-2 pr-3">
                  {line.name}
                  {line.team ? <span className="text-ink-muted"> (team price)</span> : null}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-2 py-2 text-right">
                  <Money cents={line.unitPrice} />
                </td>
                <td className="py-2 pl-2 text-right">
                  <Money cents={line.unitPrice * line.quantity} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1" aria-label="Invoice totals">
        <dt>Subtotal</dt>
        <dd className="text-right">
          <Money cents={totals.subtotal} />
        </dd>
        {totals.discount > 0 ? (
          <>
            <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd className="text-right">
              -<Money cents={totals.discount} />
            </dd>
          </>
        ) : null}
        <dt>Delivery</dt>
        <dd className="text-right">
          <Money cents={totals.shipping} />
        </dd>
        {inclusive ? null : (
          <>
            <dt>VAT ({VAT_PERCENT}%)</dt>
            <dd className="text-right" data-vat="">
              <Money cents={totals.vat} />
            </dd>
          </>
        )}
        <dt className="border-t border-ink pt-1 font-bold">Total{inclusive ? ' (VAT included)' : ''}</dt>
        <dd className="border-t border-ink pt-1 text-right font-bold">
          <Money cents={totals.total} />
        </dd>
        {inclusive ? (
          <>
            <dt className="text-ink-muted">
              VAT ({VAT_PERCENT}/{100 + VAT_PERCENT} of the total) included
            </dt>
            <dd className="text-right text-ink-muted" data-vat="">
              <Money cents={totals.vat} />
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-ink-muted">Prices are in South African rand (ZAR). Delivery is taxable and included in the VAT.</p>
    </TaxDocument>
  );
}

/**
 * The frame a tax invoice and a credit note share: the title and the document's facts, the seller
 * with the VAT number, and above R 5 000 the buyer (VAT Act s20); the document's own lines follow.
 */
function TaxDocument({
  titleId,
  title,
  buyerId,
  order,
  seller,
  facts,
  beforeBuyer,
  children,
}: {
  titleId: string;
  title: string;
  buyerId: string;
  order: Order;
  seller: Seller;
  facts: ReactNode;
  beforeBuyer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      data-tax-invoice=""
      aria-labelledby={titleId}
      className="mx-auto flex max-w-4xl flex-col gap-6 rounded-card border border-surface-sunken bg-white p-4 text-sm text-ink sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={titleId} className="text-2xl font-bold sm:text-3xl">
            {title}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">{facts}</dl>
        </div>
        <div className="sm:text-right">
          <p className="text-base font-semibold">{seller.name}</p>
          <AddressLines lines={seller.address} />
          <p className="mt-1">
            VAT registration number: <span className="font-mono">{seller.vatNumber}</span>
          </p>
        </div>
      </div>
      {beforeBuyer}
      {invoiceNamesBuyer(order.totals.total) ? (
        <section aria-labelledby={buyerId}>
          <h2 id={buyerId} className="font-semibold text-ink-muted">
            Buyer
          </h2>
          <p className="font-semibold">{order.deliverTo.name}</p>
          <AddressLines lines={buyerLines(order)} />
        </section>
      ) : null}
      {children}
    </article>
  );
}

/**
 * A credit note (VAT Act s21): its own number, the tax invoice it corrects, what was credited back to
 * the buyer and the VAT in it reversed. Printed like the invoice.
 */
export function CreditNoteDocument({ order, note, seller }: { order: Order; note: CreditNote; seller: Seller }) {
  return (
    <TaxDocument
      titleId="credit-note-title"
      title="Credit Note"
      buyerId="credit-note-buyer"
      order={order}
      seller={seller}
      facts={
        <>
          <dt className="text-ink-muted">Credit note number</dt>
          <dd className="font-mono font-semibold">{note.number}</dd>
          <dt className="text-ink-muted">Date</dt>
          <dd>
            <time dateTime={note.issuedAt}>{formatInvoiceDate(note.issuedAt)}</time>
          </dd>
          <dt className="text-ink-muted">Corrects tax invoice</dt>
          <dd>
            <span className="font-mono">{order.orderNumber}</span> of {formatInvoiceDate(order.paidAt ?? order.placedAt)}
          </dd>
        </>
      }
    >
      <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1" aria-label="Credit note totals">
        <dt>Amount refunded to the buyer (VAT included)</dt>
        <dd className="text-right font-bold">
          <Money cents={note.amount} />
        </dd>
        <dt className="text-ink-muted">
          VAT ({VAT_PERCENT}/{100 + VAT_PERCENT}) reversed
        </dt>
        <dd className="text-right text-ink-muted" data-vat="">
          <Money cents={note.vat} />
        </dd>
      </dl>
      <p className="text-ink-muted">Prices are in South African rand (ZAR).</p>
    </TaxDocument>
  );
}

/**
 * `/orders/:orderNumber/invoice`: the order's printable tax invoice, for whoever may see the order;
 * `?creditNote=CN-…` shows one of its credit notes instead.
 */
export default function InvoicePage() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const creditNote = search.get(CREDIT_NOTE_PARAM);
  const valid = ORDER_NUMBER_PATTERN.test(orderNumber);
  const result = useOrder(valid ? orderNumber : null);
  const seller = useSeller();
  useDocumentTitle(pageTitle(valid ? (creditNote ? `Credit note ${creditNote}` : `Tax invoice ${orderNumber}`) : 'Invoice not found'));

  if (!valid || (result.state === 'failed' && (result.status === 404 || result.status === 401))) return <OrderNotFound heading="Invoice not found" icon={<FileX />} />;
  if (result.state === 'loading' || seller === null) return <PageLoading label="Loading your invoice..." />;
  if (result.state === 'failed' || !seller.ok) {
    const failed = result.state === 'failed' ? result : null;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Tax invoice {orderNumber}</h1>
        <LoadFailed message={failed?.message ?? (seller.ok ? '' : seller.message)} onRetry={failed?.retry ?? (() => window.location.reload())} className="mt-6" />
      </div>
    );
  }
  const { order } = result;
  const note = creditNote === null ? undefined : order.creditNotes.find((one) => one.number === creditNote);
  return (
    <div className="flex flex-col gap-4 px-4 py-8">
      <style>{PRINT_CSS}</style>
      <div data-print-hidden="" className="mx-auto flex w-full max-w-4xl flex-wrap items-center justify-between gap-3">
        <Link to={orderHref(order.orderNumber)} className="text-brand-700 underline">
          Back to order {order.orderNumber}
        </Link>
        {hasTaxInvoice(order.status) ? (
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print or save as PDF
          </Button>
        ) : null}
      </div>
      {creditNote !== null ? (
        note ? (
          <CreditNoteDocument order={order} note={note} seller={seller.data} />
        ) : (
          <div className="mx-auto max-w-3xl">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">No such credit note</h1>
            <p className="mt-2 text-ink-muted">Order {order.orderNumber} has no credit note {creditNote}.</p>
          </div>
        )
      ) : hasTaxInvoice(order.status) ? (
        <TaxInvoice order={order} seller={seller.data} />
      ) : (
        <div className="mx-auto max-w-3xl">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">No tax invoice yet</h1>
          <p className="mt-2 text-ink-muted">Order {order.orderNumber} is not paid, so it has no tax invoice. It appears here once the payment goes through.</p>
        </div>
      )}
    </div>
  );
}
