import { useId, useState, type FormEvent } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import type { Order } from '../../core/contract/api';
import { formatRand } from '../../core/domain/money';
import { RETURN_WINDOW_DAYS } from '../../core/domain/order-lifecycle';
import { cancelOrder, requestReturn } from '../api/orders-api';
import { TitledCard } from '../checkout/order-lines';
import { OrderTimeline, TrackingNumber } from '../components/order-timeline';
import { RefundList } from '../components/refund-list';

const dayFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long' });

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string };

/**
 * Where the order is: its timeline with dates, the parcel's carrier and tracking link once
 * shipped, the refund, and what the shopper may do: cancel before packing, return within the period.
 */
export function OrderProgress({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [confirming, setConfirming] = useState<'cancel' | 'return' | null>(null);
  const reasonId = useId();
  const busy = outcome.kind === 'busy';
  const shipment = order.events.findLast((event) => event.to === 'shipped' && event.trackingNumber);
  const left = order.totals.total - order.refunded;

  const run = async (move: () => ReturnType<typeof cancelOrder>) => {
    setOutcome({ kind: 'busy' });
    const result = await move();
    if (result.ok) {
      setConfirming(null);
      setOutcome({ kind: 'idle' });
      onChanged(result.data);
    } else setOutcome({ kind: 'error', message: result.message });
  };
  const onReturn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason.length < 3) {
      setOutcome({ kind: 'error', message: 'Tell us why you are returning the order.' });
      return;
    }
    void run(() => requestReturn(order.orderNumber, reason));
  };

  return (
    <TitledCard title="Order status" className="flex flex-col gap-4">
      <OrderTimeline label={`How order ${order.orderNumber} is getting on`} placedAt={order.placedAt} events={order.events} />
      {shipment && shipment.carrier && shipment.trackingNumber ? (
        <p className="text-sm">
          Shipped with {shipment.carrier}. Tracking number:{' '}
          <TrackingNumber number={shipment.trackingNumber} url={shipment.trackingUrl} emphasis />
        </p>
      ) : null}
      {order.refunded > 0 ? (
        <p className="rounded-md bg-success-100 p-3 text-sm font-medium text-success-700">
          Refunded {formatRand(order.refunded)} to the card you paid with.
        </p>
      ) : null}
      {order.refunds.some((refund) => refund.state !== 'succeeded') ? (
        <RefundList refunds={order.refunds.filter((refund) => refund.state !== 'succeeded')} label={`Refunds of order ${order.orderNumber} still under way`} />
      ) : null}
      {order.actions.includes('cancel') ? (
        confirming === 'cancel' ? (
          <div className="flex flex-col gap-2 rounded-md bg-surface-muted p-3 text-sm">
            <p>Cancel this order? {formatRand(left)} goes back to your card.</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" disabled={busy} onClick={() => void run(() => cancelOrder(order.orderNumber))}>
                Yes, cancel and refund
              </Button>
              <Button variant="outline" onClick={() => setConfirming(null)}>
                Keep my order
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setConfirming('cancel')}>
              Cancel order
            </Button>
            <p className="mt-1 text-sm text-ink-muted">You can cancel until we pack it.</p>
          </div>
        )
      ) : null}
      {order.actions.includes('request_return') ? (
        confirming === 'return' ? (
          <form onSubmit={onReturn} aria-label="Return this order" className="flex flex-col gap-2 text-sm">
            <label htmlFor={reasonId} className="font-medium text-ink">
              Why are you returning it?
            </label>
            <textarea
              id={reasonId}
              name="reason"
              required
              minLength={3}
              maxLength={500}
              rows={3}
              className="rounded-md border border-surface-sunken p-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                Request the return
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(null)}>
                Keep my order
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Button variant="outline" onClick={() => setConfirming('return')}>
              Return this order
            </Button>
            {order.returnBy ? (
              <p className="mt-1 text-sm text-ink-muted">
                You have {RETURN_WINDOW_DAYS} days after delivery, until {dayFormat.format(new Date(order.returnBy))}.
              </p>
            ) : null}
          </div>
        )
      ) : null}
      {order.status === 'return_requested' ? (
        <p className="text-sm text-ink">We have your return request and will refund you once we accept it.</p>
      ) : null}
      <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={outcome.kind === 'error' ? 'rounded-md bg-danger-100 p-2 text-sm text-danger-700' : 'sr-only'}>
        {outcome.kind === 'error' ? outcome.message : outcome.kind === 'busy' ? 'Working...' : ''}
      </p>
    </TitledCard>
  );
}
