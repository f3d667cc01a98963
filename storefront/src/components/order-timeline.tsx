import type { OrderEvent } from '../../core/contract/api';
import { formatRand } from '../../core/domain/money';
import { ORDER_STATE_LABELS } from '../../core/domain/order-lifecycle';

const timeFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

/** What a move reads as in the timeline. */
function describe(event: OrderEvent): string {
  switch (event.action) {
    case 'refund':
      return `Refund of ${formatRand(event.amount ?? 0)}`;
    case 'reject_return':
      return 'Return not accepted';
    case 'request_return':
      return 'Return requested';
    default:
      return ORDER_STATE_LABELS[event.to];
  }
}

export interface TrackingNumberProps {
  number: string;
  /** The carrier's tracking page for it, opened in a new tab; null for a carrier we have no page for. */
  url: string | null;
  /** The number is the point of the sentence: bold. @default false */
  emphasis?: boolean;
}

/** A parcel's tracking number, linked to the carrier's tracking page where there is one. */
export function TrackingNumber({ number, url, emphasis = false }: TrackingNumberProps) {
  if (url) {
    return (
      <a href={url} target="_blank" rel="noreferrer noopener" className={emphasis ? 'font-mono font-semibold underline' : 'font-mono underline'}>
        {number}
      </a>
    );
  }
  return emphasis ? <strong className="font-mono">{number}</strong> : <span className="font-mono">{number}</span>;
}

export interface OrderTimelineProps<Event extends OrderEvent> {
  placedAt: string;
  events: readonly Event[];
  /** Extra words under a move (staff see who made it). */
  detail?: (event: Event) => string | null;
  /** The list's accessible name. */
  label: string;
}

/**
 * An order's life as an ordered list: placed, then every move with its date; carrier and tracking
 * link on the shipment, the amount a move refunds (whether it has reached the card is the refunds'
 * list's to say), the shopper's reason for a return and staff's words to the shopper.
 */
export function OrderTimeline<Event extends OrderEvent>({ placedAt, events, detail, label }: OrderTimelineProps<Event>) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3 border-l-2 border-surface-sunken pl-4 text-sm">
      <li className="relative">
        <span aria-hidden="true" className="absolute -left-[1.4rem] top-1 size-3 rounded-full bg-surface-sunken" />
        <span className="font-medium text-ink">Placed</span>{' '}
        <time dateTime={placedAt} className="text-ink-muted">
          {timeFormat.format(new Date(placedAt))}
        </time>
      </li>
      {events.map((event, index) => {
        const extra = detail?.(event);
        return (
          <li key={`${event.at}-${index}`} className="relative" data-action={event.action}>
            <span aria-hidden="true" className="absolute -left-[1.4rem] top-1 size-3 rounded-full bg-brand-600" />
            <span className="font-medium text-ink">{describe(event)}</span>{' '}
            <time dateTime={event.at} className="text-ink-muted">
              {timeFormat.format(new Date(event.at))}
            </time>
            {event.amount !== null && event.action !== 'refund' ? (
              <span className="block text-ink">Refund of {formatRand(event.amount)}</span>
            ) : null}
            {event.carrier && event.trackingNumber ? (
              <span className="block text-ink">
                {event.carrier}, tracking number{' '}
                <TrackingNumber number={event.trackingNumber} url={event.trackingUrl} />
              </span>
            ) : null}
            {event.message ? <span className="block text-ink-muted">“{event.message}”</span> : null}
            {extra ? <span className="block text-ink-muted">{extra}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
