import { ArrowLeft } from '@nexus-za/ui-kit/icons';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { CartSummary } from '@nexus-za/ui-kit/cart-summary';
import { Input } from '@nexus-za/ui-kit/field';
import type { DeskMoveRequest } from '../../../core/contract/api';
import { ORDER_NUMBER_PATTERN, type DeskOrder } from '../../../core/contract/answers';
import { formatRand } from '../../../core/domain/money';
import { CARRIERS, ORDER_MOVES, type OrderAction } from '../../../core/domain/order-lifecycle';
import { VAT_PERCENT } from '../../../core/domain/pricing';
import { fetchDeskOrder, moveDeskOrder } from '../../api/desk-api';
import { OrderLinesCard, TitledCard } from '../../checkout/order-lines';
import { OrderHeader } from '../../checkout/order-status';
import { OrderTimeline } from '../../components/order-timeline';
import { CreditNoteList, REFUND_STATE_WORDS, RefundList } from '../../components/refund-list';
import { PageLoading } from '../../components/page-loading';
import { LoadFailed } from '../../components/page-states';
import { pageTitle, useDocumentTitle } from '../../platform/document-head';
import { useServerData } from '../use-server-data';
import { DeskRefused } from './desk-refused';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string } | { kind: 'done'; message: string };

/** The moves that open a small form or a confirmation under the buttons (a disclosure, not a modal). */
type Panel = 'ship' | 'refund' | 'cancel' | 'reject';

interface PanelFormProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className: string;
  busy: boolean;
  /** The submit button's text. */
  submit: string;
  children: ReactNode;
}

/** A form of the actions panel (ship, refund): its fields, then the button that sends it. */
function PanelForm({ label, onSubmit, className, busy, submit, children }: PanelFormProps) {
  return (
    <form onSubmit={onSubmit} aria-label={label} className={className}>
      {children}
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    </form>
  );
}

/**
 * The moves staff make from this page, one button or small form each, offered as the order's state
 * allows. Keyboard: opening a form puts focus in it, Escape or "Keep the order" closes it and gives
 * focus back to its button, and after a move focus goes to the message saying what happened (the
 * button pressed has usually gone: a packed order offers no Pack).
 */
function DeskActions({ order, onMoved }: { order: DeskOrder; onMoved: (order: DeskOrder) => void }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [open, setOpen] = useState<Panel | null>(null);
  const ids = { carrier: useId(), carriers: useId(), tracking: useId(), amount: useId(), panel: useId(), question: useId(), message: useId(), note: useId() };
  const status = useRef<HTMLParagraphElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const triggers = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});

  const send = async (move: DeskMoveRequest, done: string | ((moved: DeskOrder) => string)) => {
    setOutcome({ kind: 'busy' });
    const result = await moveDeskOrder(order.orderNumber, move);
    if (result.ok) {
      setOpen(null);
      setOutcome({ kind: 'done', message: typeof done === 'string' ? done : done(result.data) });
      onMoved(result.data);
    } else {
      setOutcome({ kind: 'error', message: result.message });
    }
  };
  useEffect(() => {
    if (outcome.kind === 'error' || outcome.kind === 'done') status.current?.focus();
  }, [outcome]);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input, [data-autofocus]')?.focus();
  }, [open]);

  const close = () => {
    const was = open;
    setOpen(null);
    if (was) triggers.current[was]?.focus();
  };
  const toggle = (which: Panel) => (open === which ? close() : setOpen(which));

  /** What became of the refund the move just owed: "refunded" only once the gateway confirmed it. */
  const refundWords = (moved: DeskOrder, amount: number) => {
    const refund = moved.refunds.at(-1);
    return !refund || refund.state === 'succeeded' ? `${formatRand(amount)} refunded.` : `refund of ${formatRand(amount)} ${REFUND_STATE_WORDS[refund.state].staff}.`;
  };
  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    void send({ action: 'reject_return', message: String(form.get('message') ?? ''), ...(note ? { note } : {}) }, 'Return refused; the shopper is told why.');
  };

  const busy = outcome.kind === 'busy';
  const actions = order.actions as OrderAction[];
  const left = order.totals.total - order.refunded;

  const onShip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void send({ action: 'ship', carrier: String(form.get('carrier') ?? ''), trackingNumber: String(form.get('trackingNumber') ?? '') }, 'Shipped.');
  };
  const onRefund = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rand = Number(String(new FormData(event.currentTarget).get('amount') ?? '').replace(',', '.'));
    const cents = Math.round(rand * 100);
    if (!Number.isFinite(rand) || cents <= 0) {
      setOutcome({ kind: 'error', message: 'Give an amount to refund, more than R 0.' });
      return;
    }
    void send({ action: 'refund', amount: cents }, (moved) => { const words = refundWords(moved, cents); return words.charAt(0).toUpperCase() + words.slice(1); });
  };

  const opener = (which: Panel, label: string, variant: 'primary' | 'outline') => (
    <Button
      ref={(button) => {
        triggers.current[which] = button;
      }}
      variant={variant}
      disabled={busy}
      aria-expanded={open === which}
      aria-controls={open === which ? ids.panel : undefined}
      onClick={() => toggle(which)}
    >
      {label}…
    </Button>
  );

  return (
    <TitledCard title="Actions" className="flex flex-col gap-3">
      {actions.length === 0 ? <p className="text-sm text-ink-muted">Nothing to do: this order is {order.status.replace('_', ' ')}.</p> : null}
      <div className="flex flex-wrap gap-2">
        {actions.includes('pack') ? (
          <Button disabled={busy} onClick={() => void send({ action: 'pack' }, 'Packed.')}>
            {ORDER_MOVES.pack.label}
          </Button>
        ) : null}
        {actions.includes('ship') ? opener('ship', ORDER_MOVES.ship.label, 'primary') : null}
        {actions.includes('deliver') ? (
          <Button disabled={busy} onClick={() => void send({ action: 'deliver' }, 'Marked delivered.')}>
            {ORDER_MOVES.deliver.label}
          </Button>
        ) : null}
        {actions.includes('accept_return') ? (
          <Button className="whitespace-normal text-left" disabled={busy} onClick={() => void send({ action: 'accept_return' }, (moved) => `Return accepted; ${refundWords(moved, left)}`)}>
            {ORDER_MOVES.accept_return.label} and refund {formatRand(left)}
          </Button>
        ) : null}
        {actions.includes('reject_return') ? opener('reject', ORDER_MOVES.reject_return.label, 'outline') : null}
        {actions.includes('refund') ? opener('refund', ORDER_MOVES.refund.label, 'outline') : null}
        {actions.includes('cancel') ? opener('cancel', ORDER_MOVES.cancel.label, 'outline') : null}
      </div>
      {open ? (
        // Escape closes whichever form is open, as it would a menu; focus goes back to its button.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          ref={panel}
          id={ids.panel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          {open === 'ship' ? (
            <PanelForm onSubmit={onShip} label="Ship the order" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" busy={busy} submit="Ship">
              <Input id={ids.carrier} name="carrier" label="Carrier" list={ids.carriers} required autoComplete="off" />
              <datalist id={ids.carriers}>
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier} />
                ))}
              </datalist>
              <Input id={ids.tracking} name="trackingNumber" label="Tracking number" required autoComplete="off" />
            </PanelForm>
          ) : null}
          {open === 'refund' ? (
            <PanelForm onSubmit={onRefund} label="Refund an amount" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" busy={busy} submit="Refund">
              <Input id={ids.amount} name="amount" label="Amount in rand" inputMode="decimal" description={`At most ${formatRand(left)}`} required />
            </PanelForm>
          ) : null}
          {open === 'reject' ? (
            <PanelForm onSubmit={onReject} label="Refuse the return" className="grid gap-3" busy={busy} submit="Refuse return">
              <Input id={ids.message} name="message" label="Why, in words for the shopper" description="The shopper reads this on their order and in a mail." required autoComplete="off" maxLength={500} />
              <Input id={ids.note} name="note" label="Internal note (optional)" description="Staff only; never shown to the shopper." autoComplete="off" maxLength={500} />
            </PanelForm>
          ) : null}
          {open === 'cancel' ? (
            <div role="group" aria-labelledby={ids.question} className="flex flex-col gap-2 rounded-md bg-surface-muted p-3 text-sm">
              <p id={ids.question}>
                Cancel order {order.orderNumber} and refund {formatRand(left)} to the card that paid?
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" disabled={busy} onClick={() => void send({ action: 'cancel' }, (moved) => `Cancelled; ${refundWords(moved, left)}`)}>
                  Cancel and refund {formatRand(left)}
                </Button>
                {/* The safe choice takes focus when the question opens (a destructive confirmation). */}
                <Button data-autofocus="" variant="outline" onClick={close}>
                  Keep the order
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
      <p
        ref={status}
        tabIndex={-1}
        role={outcome.kind === 'error' ? 'alert' : 'status'}
        className={outcome.kind === 'error' ? 'rounded-md bg-danger-100 p-2 text-sm text-danger-700 outline-none' : 'min-h-5 text-sm text-ink-muted outline-none'}
      >
        {outcome.kind === 'error' || outcome.kind === 'done' ? outcome.message : outcome.kind === 'busy' ? 'Working...' : ''}
      </p>
    </TitledCard>
  );
}

function DeskOrderDetails({ initial }: { initial: DeskOrder }) {
  const [order, setOrder] = useState(initial);
  const { deliverTo } = order;
  return (
    <div className="flex flex-col gap-5">
      <Link to="/desk" className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All orders
      </Link>
      <OrderHeader
        order={order}
        heading={
          <>
            Order <span className="font-mono">{order.orderNumber}</span>
          </>
        }
      >
        {order.refunded > 0 ? ` · ${formatRand(order.refunded)} refunded` : ''}
      </OrderHeader>
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-5">
          <DeskActions order={order} onMoved={setOrder} />
          <OrderLinesCard title="Lines" lines={order.lines} label={`Items in order ${order.orderNumber}`} />
          {order.refunds.length > 0 ? (
            <TitledCard title="Refunds" titleClassName="mb-3">
              <RefundList refunds={order.refunds} staff label={`Refunds of order ${order.orderNumber}`} />
              <CreditNoteList orderNumber={order.orderNumber} creditNotes={order.creditNotes} linked={false} />
            </TitledCard>
          ) : null}
          <TitledCard title="Timeline" titleClassName="mb-3">
            <OrderTimeline
              label={`What happened to order ${order.orderNumber}`}
              placedAt={order.placedAt}
              events={order.events}
              detail={(event) =>
                [
                  event.by === 'system' ? 'by the payment' : event.actorEmail ? `by ${event.actorEmail}` : `by the ${event.by}`,
                  event.gatewayReference,
                  event.note ? `note: ${event.note}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
              }
            />
          </TitledCard>
        </div>
        <div className="flex flex-col gap-5">
          <CartSummary
            totals={order.totals}
            vatRatePercent={VAT_PERCENT}
            title="Totals"
            discountLabel={order.couponCode ? `Discount (${order.couponCode})` : undefined}
          />
          <TitledCard title="Customer" className="flex flex-col gap-2 text-sm">
            <p>
              {order.email}
              <br />
              {order.phone}
              <br />
              {order.accountUid ? 'Signed-in account' : 'Guest'}
            </p>
            <address className="flex flex-col not-italic">
              <span>{deliverTo.name}</span>
              <span>{deliverTo.streetAddress}</span>
              {deliverTo.suburb ? <span>{deliverTo.suburb}</span> : null}
              <span>
                {deliverTo.city} {deliverTo.postalCode}
              </span>
              {deliverTo.province ? <span>{deliverTo.province}</span> : null}
            </address>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-ink-muted">Payment</dt>
              <dd className="break-all font-mono">{order.paymentReference || '—'}</dd>
              <dt className="text-ink-muted">Coupon</dt>
              <dd>{order.couponCode ?? 'None'}</dd>
              <dt className="text-ink-muted">Team</dt>
              <dd>{order.lines.some((line) => line.teamCode) ? order.lines.flatMap((line) => (line.teamCode ? [line.teamCode] : [])).join(', ') : 'None'}</dd>
              {order.failureCode ? (
                <>
                  <dt className="text-ink-muted">Declined</dt>
                  <dd>{order.failureCode}</dd>
                </>
              ) : null}
            </dl>
          </TitledCard>
        </div>
      </div>
    </div>
  );
}

export function DeskOrderPage() {
  const { orderNumber = '' } = useParams();
  const number = orderNumber.toUpperCase();
  useDocumentTitle(pageTitle(`Desk: order ${number}`));
  const valid = ORDER_NUMBER_PATTERN.test(number);
  const loaded = useServerData(valid ? `desk-order-${number}` : null, (signal) => fetchDeskOrder(number, signal));
  if (!valid) return <LoadFailed message="That is not an order number." onRetry={() => undefined} />;
  if (loaded.state === 'loading') return <PageLoading label="Loading the order..." />;
  if (loaded.state === 'failed') {
    if (loaded.status === 401 || loaded.status === 403) return <DeskRefused status={loaded.status} />;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-ink">Order {number}</h1>
        <LoadFailed message={loaded.message} onRetry={loaded.retry} />
      </div>
    );
  }
  return <DeskOrderDetails key={number} initial={loaded.value} />;
}
