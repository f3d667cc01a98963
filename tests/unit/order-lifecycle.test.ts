import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  allows,
  checkMove,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_MOVES,
  ORDER_STATES,
  returnWindowOpen,
  trackingUrl,
  type OrderAction,
  type OrderActor,
  type OrderState,
} from '../../storefront/core/domain/order-lifecycle';

/** Every (state, action, actor) the product allows, written out by hand from docs/decisions.md. */
const LEGAL: [OrderState, OrderAction, OrderActor, OrderState][] = [
  ['pending', 'pay', 'system', 'paid'],
  ['pending', 'fail', 'system', 'failed'],
  ['pending', 'expire', 'system', 'expired'],
  ['paid', 'pack', 'merchant', 'packed'],
  ['packed', 'ship', 'merchant', 'shipped'],
  ['shipped', 'deliver', 'merchant', 'delivered'],
  ['paid', 'cancel', 'merchant', 'cancelled'],
  ['packed', 'cancel', 'merchant', 'cancelled'],
  ['paid', 'cancel', 'shopper', 'cancelled'],
  ['delivered', 'request_return', 'shopper', 'return_requested'],
  ['return_requested', 'accept_return', 'merchant', 'returned'],
  // A refused return goes back to delivered, with words for the shopper.
  ['return_requested', 'reject_return', 'merchant', 'delivered'],
  ['paid', 'refund', 'merchant', 'paid'],
  ['packed', 'refund', 'merchant', 'packed'],
  ['shipped', 'refund', 'merchant', 'shipped'],
  ['delivered', 'refund', 'merchant', 'delivered'],
  ['return_requested', 'refund', 'merchant', 'return_requested'],
];

const context = {
  carrier: 'Aramex',
  trackingNumber: 'AX123',
  reason: 'Too small',
  message: 'The seal is broken, so we cannot take it back.',
  deliveredAt: new Date('2026-11-20T10:00:00Z'),
  now: new Date('2026-11-22T10:00:00Z'),
  paid: 10_000,
  refunded: 0,
  amount: 1_000,
};

describe('the order lifecycle table', () => {
  it('allows exactly the moves the product decided, and no other', () => {
    const legal = new Set(LEGAL.map(([from, action, actor]) => `${from} ${action} ${actor}`));
    for (const state of ORDER_STATES) {
      for (const action of ORDER_ACTIONS) {
        for (const actor of ORDER_ACTORS) {
          const key = `${state} ${action} ${actor}`;
          expect(allows(action, state, actor), key).toBe(legal.has(key));
          const check = checkMove(action, state, actor, context);
          expect(check.ok, key).toBe(legal.has(key));
        }
      }
    }
    for (const [from, action, actor, to] of LEGAL) expect(checkMove(action, from, actor, context)).toMatchObject({ ok: true, to });
  });

  it('ends nowhere: failed, expired, cancelled and returned orders take no more moves', () => {
    for (const state of ['failed', 'expired', 'cancelled', 'returned'] as const) {
      for (const actor of ORDER_ACTORS) expect(actionsFor(state, actor, context)).toEqual([]);
    }
  });

  it('says why a move is refused', () => {
    expect(checkMove('ship', 'paid', 'merchant', context)).toEqual({
      ok: false,
      code: 'wrong_state',
      reason: 'This order is paid; "Ship" is only possible when it is packed.',
    });
    expect(checkMove('cancel', 'packed', 'shopper', context)).toMatchObject({ ok: false, code: 'wrong_state' });
    expect(checkMove('pack', 'paid', 'shopper', context)).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(checkMove('ship', 'packed', 'merchant', { trackingNumber: 'X' })).toMatchObject({ ok: false, code: 'missing_detail', reason: 'Give the carrier to ship.' });
    expect(checkMove('ship', 'packed', 'merchant', { carrier: 'DHL', trackingNumber: '  ' })).toMatchObject({ ok: false, code: 'missing_detail' });
    expect(checkMove('request_return', 'delivered', 'shopper', { ...context, reason: '' })).toMatchObject({ ok: false, code: 'missing_detail' });
  });

  it('refunds what is left on cancel and accepted return, an amount no larger than that on a partial refund', () => {
    expect(checkMove('cancel', 'paid', 'shopper', { paid: 10_000, refunded: 2_500 })).toEqual({ ok: true, to: 'cancelled', refund: 7_500 });
    expect(checkMove('accept_return', 'return_requested', 'merchant', { paid: 10_000, refunded: 0 })).toEqual({ ok: true, to: 'returned', refund: 10_000 });
    expect(checkMove('refund', 'paid', 'merchant', { paid: 10_000, refunded: 2_500, amount: 7_500 })).toEqual({ ok: true, to: 'paid', refund: 7_500 });
    expect(checkMove('refund', 'paid', 'merchant', { paid: 10_000, refunded: 2_500, amount: 7_501 })).toEqual({
      ok: false,
      code: 'refund_too_large',
      reason: 'At most R 75 is left to refund on this order.',
    });
    expect(checkMove('refund', 'paid', 'merchant', { paid: 10_000, refunded: 10_000, amount: 1 })).toMatchObject({ ok: false, code: 'nothing_to_refund' });
    for (const amount of [0, -5, 1.5]) expect(checkMove('refund', 'paid', 'merchant', { paid: 10_000, amount })).toMatchObject({ ok: false, code: 'missing_detail' });
  });

  it('lets a shopper return within 7 days of delivery, not after', () => {
    const deliveredAt = new Date('2026-11-01T10:00:00Z');
    expect(returnWindowOpen(deliveredAt, new Date('2026-11-08T10:00:00Z'))).toBe(true);
    expect(returnWindowOpen(deliveredAt, new Date('2026-11-08T10:00:01Z'))).toBe(false);
    expect(returnWindowOpen(null, new Date())).toBe(false);
    const late = { reason: 'Broken', deliveredAt, now: new Date('2026-11-09T00:00:00Z') };
    expect(checkMove('request_return', 'delivered', 'shopper', late)).toMatchObject({ ok: false, code: 'return_window_closed' });
    expect(actionsFor('delivered', 'shopper', late)).toEqual([]);
    expect(actionsFor('delivered', 'shopper', { deliveredAt, now: new Date('2026-11-02T00:00:00Z') })).toEqual(['request_return']);
  });

  it('offers each actor the buttons its state allows', () => {
    expect(actionsFor('paid', 'merchant', { paid: 100, refunded: 0 })).toEqual(['pack', 'cancel', 'refund']);
    expect(actionsFor('paid', 'merchant', { paid: 100, refunded: 100 })).toEqual(['pack', 'cancel']);
    expect(actionsFor('paid', 'shopper')).toEqual(['cancel']);
    expect(actionsFor('packed', 'shopper')).toEqual([]);
    expect(actionsFor('shipped', 'merchant', { paid: 100 })).toEqual(['deliver', 'refund']);
    expect(actionsFor('pending', 'system')).toEqual(['pay', 'fail', 'expire']);
  });

  it('moves into every state but pending from somewhere', () => {
    const reached = new Set<string | null>(Object.values(ORDER_MOVES).map((move) => move.to).filter(Boolean));
    expect([...ORDER_STATES].filter((state) => !reached.has(state))).toEqual(['pending']);
  });

  it('links to the carriers it knows', () => {
    expect(trackingUrl('Aramex', 'AX 1')).toBe('https://www.aramex.co.za/tools/track?l=AX%201');
    expect(trackingUrl('Someone', 'X')).toBeNull();
  });
});
