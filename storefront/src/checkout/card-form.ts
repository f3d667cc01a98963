import type { Ref } from 'react';
import type { OrderInfo } from '../../core/domain/order-info';

/**
 * What the payment stage needs from a card form, whichever it is (Stripe Elements or the local form
 * for the test gateway): turn the card into a payment method id, and, for Stripe only, complete a
 * bank check (3-D Secure) the server asked for.
 */

export type CardResult =
  | { status: 'created'; paymentMethodId: string }
  /** The provider refused the card or could not be reached: its message, or 'Payment method creation failed.' */
  | { status: 'failed'; message: string };

export type ActionResult = { status: 'succeeded' } | { status: 'failed'; message: string };

export interface CardFormHandle {
  /**
   * Shows the card's mistakes next to its fields and focuses the first; false when there are any.
   * Called before the payment starts, while the fields can still take focus. Forms whose provider
   * checks the card itself (Stripe Elements) leave it out.
   */
  checkCard?: () => boolean;
  createPaymentMethod: (billing: OrderInfo | null) => Promise<CardResult>;
  /** Completes the next action (3-D Secure) of a PaymentIntent; absent where no provider can. */
  confirmAction?: (clientSecret: string) => Promise<ActionResult>;
}

export interface CardFormProps {
  ref?: Ref<CardFormHandle>;
  /** While a payment is being processed the card cannot be edited. @default false */
  disabled?: boolean;
  /**
   * Called whenever the card details change, so that the next press of Pay Now is a new attempt
   * (a new idempotency key) rather than a retry of the last one.
   */
  onCardChange?: () => void;
  /** Prefills the cardholder's name from the order information. */
  defaultName?: string;
}
