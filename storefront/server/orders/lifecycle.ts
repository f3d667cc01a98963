import { eq } from 'drizzle-orm';
import { ownsOrder, type OrderAction, type OrderState } from '../../core/domain/order-lifecycle';
import { StoreUnavailableError, type Database } from '../db';
import { orders, refunds } from '../db/schema';
import type { PaymentGateway } from '../payments/gateway';
import { lockOrder, transition, type MoveActor, type OrderEventRow } from './process';
import { carryOutRefund } from './refunds';

/**
 * `moveOrder`: the one service the desk's and the shopper's routes call to move an order (plain
 * inputs, a result union, no HTTP). It locks the order, makes the move through the order process
 * (`transition`, process.ts) and, once that has committed, asks the gateway for the refund the move
 * owes; a gateway that cannot answer leaves the refund owed, for the refunds job.
 */

export { SYSTEM_ACTOR, type MoveActor } from './process';

export interface MoveInput {
  orderNumber: string;
  action: OrderAction;
  actor: MoveActor;
  /** Staff's internal note. */
  note?: string | undefined;
  /** Words for the shopper (why a return is refused). */
  message?: string | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
  /** A shopper's reason for a return (the shopper's own words: shown to them as the move's message). */
  reason?: string | undefined;
  /** Cents, for a partial refund. */
  amount?: number | undefined;
  /** Only this order's owner may move it (a shopper's request): anyone else is told it does not exist. */
  owner?: { uid: string | null; email: string | null } | undefined;
}

export type MoveResult =
  | { kind: 'moved'; orderNumber: string; from: OrderState; to: OrderState; event: OrderEventRow }
  | { kind: 'not_found' }
  /** The move is not allowed now: 409 with the reason (someone else moved it first, wrong state, too much). */
  | { kind: 'refused'; code: string; reason: string };

export interface MoveDeps {
  db: Database;
  /** Refunds go back through the gateway that took the payment. */
  gateway: Pick<PaymentGateway, 'refundPayment'>;
  logger?: Pick<Console, 'info' | 'error'>;
  now?: () => Date;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/**
 * Moves one order as a merchant or shopper asks. The order's row is locked for the move: requests
 * for one order queue, and each is judged on the state the one before it left, so of ten parallel
 * "ship" requests one ships and nine are told why not; parallel refunds never pass what was paid.
 */
export async function moveOrder(input: MoveInput, deps: MoveDeps): Promise<MoveResult> {
  const now = deps.now ?? (() => new Date());
  let result: MoveResult;
  let owed: number[] = [];
  try {
    result = await deps.db.transaction(async (tx): Promise<MoveResult> => {
      const order = await lockOrder(tx, eq(orders.orderNumber, input.orderNumber));
      if (!order || (input.owner && !ownsOrder(order, input.owner))) return { kind: 'not_found' };
      const moved = await transition(tx, {
        order,
        action: input.action,
        actor: input.actor,
        now: now(),
        details: {
          note: trimmed(input.note) ?? null,
          message: trimmed(input.reason) ?? trimmed(input.message) ?? null,
          carrier: trimmed(input.carrier) ?? null,
          trackingNumber: trimmed(input.trackingNumber) ?? null,
          amount: input.amount,
        },
      });
      if (!moved.ok) return { kind: 'refused', code: moved.code, reason: moved.reason };
      if (moved.refund > 0) owed = (await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.eventId, moved.event.id))).map((row) => row.id);
      return { kind: 'moved', orderNumber: order.orderNumber, from: moved.from, to: moved.to, event: moved.event };
    });
  } catch (error) {
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
  }
  // The move is committed with its refund owed; asking the gateway now is a courtesy to the shopper,
  // and a failure here is the refunds job's to retry, never the move's.
  for (const id of owed) {
    await carryOutRefund({ db: deps.db, gateway: deps.gateway, logger: deps.logger ?? console }, id).catch((error: unknown) => {
      (deps.logger ?? console).error(`[refunds] refund ${id} left for the refunds job: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return result;
}
