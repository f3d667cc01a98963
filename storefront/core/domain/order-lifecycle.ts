import { formatRand } from './money';

/**
 * The order's life after the payment attempt (docs/decisions.md), declared once, as
 * Vendure declares its order process: the states, and a table of the only moves between them, with
 * who may make each. The server consults this table for every move; the desk and the shopper's order
 * page consult it to offer only the actions a state allows. Nothing here knows about HTTP or SQL.
 */

export const ORDER_STATES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Who moves an order: the payment and its webhook or a job (system), staff (merchant), the buyer (shopper). */
export const ORDER_ACTORS = ['system', 'merchant', 'shopper'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderMoveRule {
  from: readonly OrderState[];
  /** The state after the move; `null` keeps the order's state (a partial refund). */
  to: OrderState | null;
  by: readonly OrderActor[];
  /** From these states only this actor may make the move (a shopper cancels only before packing). */
  onlyFrom?: Partial<Record<OrderActor, readonly OrderState[]>>;
  /** The move gives money back: the rest of what was paid (`'all'`) or an amount the merchant names. */
  refunds?: 'all' | 'amount';
  /** What the move must carry (`message`: words the shopper reads, e.g. why a return is refused). */
  needs?: readonly ('carrier' | 'trackingNumber' | 'reason' | 'amount' | 'message')[];
  /** Button text, as staff and shoppers see it. */
  label: string;
}

/** States in which the shop holds the shopper's money (some of it may already be refunded). */
export const MONEY_HELD_STATES = ['paid', 'packed', 'shipped', 'delivered', 'return_requested'] as const satisfies readonly OrderState[];

/**
 * Orders that were paid and not called off: what "an account's paid order" means (FLASH30 is for the
 * first). A returned order counts (its coupon is not given back); a cancelled one does not.
 */
export const PAID_STATES = [...MONEY_HELD_STATES, 'returned'] as const satisfies readonly OrderState[];

/**
 * The only moves. `pending → paid | failed | expired`; `paid → packed → shipped → delivered`;
 * `paid | packed → cancelled` (refunded in full); `delivered → return_requested → returned` (refunded);
 * partial refunds while the shop holds the money.
 */
export const ORDER_MOVES = {
  pay: { from: ['pending'], to: 'paid', by: ['system'], label: 'Mark paid' },
  fail: { from: ['pending'], to: 'failed', by: ['system'], label: 'Mark failed' },
  expire: { from: ['pending'], to: 'expired', by: ['system'], label: 'Expire' },
  pack: { from: ['paid'], to: 'packed', by: ['merchant'], label: 'Pack' },
  ship: { from: ['packed'], to: 'shipped', by: ['merchant'], needs: ['carrier', 'trackingNumber'], label: 'Ship' },
  deliver: { from: ['shipped'], to: 'delivered', by: ['merchant'], label: 'Mark delivered' },
  cancel: {
    from: ['paid', 'packed'],
    to: 'cancelled',
    by: ['merchant', 'shopper'],
    onlyFrom: { shopper: ['paid'] },
    refunds: 'all',
    label: 'Cancel and refund',
  },
  refund: { from: MONEY_HELD_STATES, to: null, by: ['merchant'], refunds: 'amount', needs: ['amount'], label: 'Refund an amount' },
  request_return: { from: ['delivered'], to: 'return_requested', by: ['shopper'], needs: ['reason'], label: 'Return this order' },
  accept_return: { from: ['return_requested'], to: 'returned', by: ['merchant'], refunds: 'all', label: 'Accept return' },
  // The shopper keeps the order and is told why; the return window still counts from the first delivery.
  reject_return: { from: ['return_requested'], to: 'delivered', by: ['merchant'], needs: ['message'], label: 'Refuse return' },
} as const satisfies Record<string, OrderMoveRule>;

export type OrderAction = keyof typeof ORDER_MOVES;
export const ORDER_ACTIONS = Object.keys(ORDER_MOVES) as [OrderAction, ...OrderAction[]];

/** The actions one actor may ever take (the desk's move request accepts the merchant's only). */
export function actionsBy<A extends OrderActor>(actor: A): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => (ORDER_MOVES[action].by as readonly OrderActor[]).includes(actor));
}
export const MERCHANT_ACTIONS = actionsBy('merchant') as [OrderAction, ...OrderAction[]];

/**
 * Every (action, from, to) the table allows, for the database's check on `order_events`: a row the
 * table does not allow cannot be written, whoever writes it.
 */
export function allowedSteps(): [OrderAction, OrderState, OrderState][] {
  return ORDER_ACTIONS.flatMap((action) => {
    const move: OrderMoveRule = ORDER_MOVES[action];
    return move.from.map((from): [OrderAction, OrderState, OrderState] => [action, from, move.to ?? from]);
  });
}

/** When the order was first delivered: the return window counts from it, whatever moves came after. */
export function deliveredAt(events: readonly { to: OrderState; from: OrderState; at: string | Date }[]): Date | null {
  const first = events.find((event) => event.to === 'delivered' && event.from === 'shipped');
  return first ? new Date(first.at) : null;
}

/**
 * Whether an order is the asker's: the signed-in account that placed it, or whoever gives the email
 * it was placed with (a guest); case and spaces in the email do not matter.
 */
export function ownsOrder(
  order: { accountUid: string | null; email: string },
  asker: { uid: string | null; email: string | null | undefined },
): boolean {
  if (asker.uid !== null && order.accountUid === asker.uid) return true;
  return typeof asker.email === 'string' && order.email.trim().toLowerCase() === asker.email.trim().toLowerCase();
}

/** The Electronic Communications and Transactions Act, s44: seven days after delivery to cancel. */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How states read to people. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
};

/** What a move needs beyond the table: facts about the order at the time of the move. */
export interface MoveContext {
  /** When the order was delivered (for a shopper's return); null if never. */
  deliveredAt?: Date | null;
  now?: Date;
  /** Cents paid and already refunded, for refunds. */
  paid?: number;
  refunded?: number;
  /** The amount a partial refund asks for. */
  amount?: number;
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
  message?: string;
}

export type MoveCheck =
  | { ok: true; to: OrderState; refund: number }
  | {
      ok: false;
      code: 'not_allowed' | 'wrong_state' | 'return_window_closed' | 'missing_detail' | 'refund_too_large' | 'nothing_to_refund';
      reason: string;
    };

function rule(action: OrderAction): OrderMoveRule {
  return ORDER_MOVES[action];
}

/** Whether `actor` may make `action` from `state`, judged by the table alone. */
export function allows(action: OrderAction, state: OrderState, actor: OrderActor): boolean {
  const move = rule(action);
  if (!move.by.includes(actor) || !move.from.includes(state)) return false;
  const only = move.onlyFrom?.[actor];
  return only === undefined || only.includes(state);
}

/** The actions `actor` may take on an order in `state` (the desk's and the order page's buttons). */
export function actionsFor(state: OrderState, actor: OrderActor, context: MoveContext = {}): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => {
    if (!allows(action, state, actor)) return false;
    if (action === 'request_return') return returnWindowOpen(context.deliveredAt ?? null, context.now ?? new Date());
    if (rule(action).refunds && context.paid !== undefined) return context.paid - (context.refunded ?? 0) > 0 || action !== 'refund';
    return true;
  });
}

/** True while a delivered order may still be returned by its shopper. */
export function returnWindowOpen(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}

/** When the return window closes; null before delivery. */
export function returnWindowEnds(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

/**
 * Checks one move against the table and the order's facts; says where it leads and what it refunds,
 * or why it is refused, in words fit for the person who asked.
 */
export function checkMove(action: OrderAction, state: OrderState, actor: OrderActor, context: MoveContext = {}): MoveCheck {
  const move = rule(action);
  if (!move.by.includes(actor)) {
    return { ok: false, code: 'not_allowed', reason: `Only ${move.by.join(' or ')} can ${move.label.toLowerCase()} an order.` };
  }
  if (!allows(action, state, actor)) {
    const states = (move.onlyFrom?.[actor] ?? move.from).map((from) => ORDER_STATE_LABELS[from].toLowerCase());
    return {
      ok: false,
      code: 'wrong_state',
      reason: `This order is ${ORDER_STATE_LABELS[state].toLowerCase()}; "${move.label}" is only possible when it is ${states.join(' or ')}.`,
    };
  }
  for (const detail of move.needs ?? []) {
    if (detail === 'amount') continue;
    const value = context[detail];
    if (typeof value !== 'string' || value.trim() === '') {
      const words = { carrier: 'the carrier', trackingNumber: 'the tracking number', reason: 'a reason', message: 'the shopper a reason' } as const;
      return { ok: false, code: 'missing_detail', reason: `Give ${words[detail]} to ${move.label.toLowerCase()}.` };
    }
  }
  if (action === 'request_return' && actor === 'shopper' && !returnWindowOpen(context.deliveredAt ?? null, context.now ?? new Date())) {
    return {
      ok: false,
      code: 'return_window_closed',
      reason: `Orders can be returned within ${RETURN_WINDOW_DAYS} days of delivery; this one's return period has ended.`,
    };
  }
  let refund = 0;
  if (move.refunds) {
    const left = Math.max(0, (context.paid ?? 0) - (context.refunded ?? 0));
    if (move.refunds === 'all') refund = left;
    else {
      const amount = context.amount ?? 0;
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        return { ok: false, code: 'missing_detail', reason: 'Give an amount to refund, more than R 0.' };
      }
      if (left === 0) return { ok: false, code: 'nothing_to_refund', reason: 'Everything paid for this order has been refunded already.' };
      if (amount > left) {
        return { ok: false, code: 'refund_too_large', reason: `At most ${formatRand(left)} is left to refund on this order.` };
      }
      refund = amount;
    }
  }
  return { ok: true, to: move.to ?? state, refund };
}

/** The states an order passes on the happy path, for a shopper's timeline. */
export const FULFILMENT_PATH: readonly OrderState[] = ['paid', 'packed', 'shipped', 'delivered'];

/** A tracking link for the carriers we know, so a shopper can follow the parcel; null for others. */
export const CARRIERS = ['The Courier Guy', 'Aramex', 'DHL', 'PostNet', 'Pargo', 'RAM'] as const;

export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber.trim());
  switch (carrier.trim().toLowerCase()) {
    case 'the courier guy':
      return `https://portal.thecourierguy.co.za/track?ref=${number}`;
    case 'aramex':
      return `https://www.aramex.co.za/tools/track?l=${number}`;
    case 'dhl':
      return `https://www.dhl.com/za-en/home/tracking.html?tracking-id=${number}`;
    case 'postnet':
      return `https://www.postnet.co.za/track?id=${number}`;
    case 'pargo':
      return `https://pargo.co.za/track-trace/?code=${number}`;
    case 'ram':
      return `https://www.ram.co.za/Track?waybill=${number}`;
    default:
      return null;
  }
}

/** What an order's status reads as in a sentence (Linda): the state, the parcel once shipped, the refund. */
export function describeOrderStatus(order: {
  status: OrderState;
  refunded: number;
  events: readonly { to: OrderState; carrier: string | null; trackingNumber: string | null }[];
}): string {
  const words = [ORDER_STATE_LABELS[order.status]];
  const shipment = order.events.findLast((event) => event.to === 'shipped' && event.trackingNumber);
  if (shipment && (order.status === 'shipped' || order.status === 'delivered')) {
    words.push(`with ${shipment.carrier}, tracking number ${shipment.trackingNumber}`);
  }
  if (order.refunded > 0) words.push(`${formatRand(order.refunded)} refunded`);
  return words.join(', ');
}
