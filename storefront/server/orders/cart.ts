import type { ApiError, OrderLine, ParsedPaymentRequest } from '../../core/contract/api';
import { linesFromItems, priceCart, teamPrice, type CartTotals, type OrderDiscount, type PricedLine } from '../../core/domain/pricing';
import type { VerifiedAccount } from '../auth/accounts';
import type { CatalogueStore } from '../catalogue/store';
import { teamLines } from '../teams/payment';
import type { TeamStore } from '../teams/store';

/**
 * The cart as the server reads it, once, for the payment and the coupon check alike: every line
 * looked up in the catalogue and priced (the team price only where the team rule allows it), so that
 * both answer the same totals for the same cart.
 */

/** One line of an order to be: the catalogue's product at the price it will be charged. */
export interface CartLine extends PricedLine {
  /** The team a team-price line is bought with. */
  teamCode?: string;
}

export interface ServerCart {
  lines: CartLine[];
  /**
   * Takes each team line's one purchase for the written order (a conditional update); false when
   * another order of the same member took it first, and then nothing may be charged.
   */
  claimTeams(orderNumber: string): Promise<boolean>;
}

/** A request the server refuses before anything is written: the status and the contract's error. */
export interface Refusal {
  status: 401 | 403 | 409 | 410 | 422 | 429;
  error: ApiError;
  retryAfterSeconds?: number;
}

export type CartReading = { ok: true; cart: ServerCart } | { ok: false; refusal: Refusal };

function unknownProducts(ids: readonly number[]): string {
  const unique = [...new Set(ids)];
  return unique.length === 1
    ? `Product ${unique[0]} is not in our catalogue. Remove it from the cart and try again.`
    : `Products ${unique.join(', ')} are not in our catalogue. Remove them from the cart and try again.`;
}

/**
 * Reads the request's items: unknown products and team lines the account may not buy are refused.
 * Prices are the catalogue's in the database at this moment; a team line's is fixed by its team.
 */
export async function readCart(
  items: ParsedPaymentRequest['items'],
  account: VerifiedAccount | null,
  teams: TeamStore,
  catalogue: CatalogueStore,
): Promise<CartReading> {
  const products = await catalogue.products(items.map((item) => item.id));
  const getProduct = (id: number) => products.get(id);
  const { unknownIds } = linesFromItems(items, getProduct);
  if (unknownIds.length > 0) return { ok: false, refusal: { status: 422, error: { error: unknownProducts(unknownIds), code: 'unknown_product' } } };
  const team = await teamLines(teams, account, items);
  if (!team.ok) return { ok: false, refusal: { status: team.refusal.status, error: team.refusal.body } };
  const { lines } = linesFromItems(team.items, getProduct);
  return {
    ok: true,
    cart: {
      lines: lines.map((line, index) => {
        const item = team.items[index];
        if (!item?.teamCode) return line;
        // The price the team started at, so a later price change does not move a running team.
        return { ...line, teamCode: item.teamCode, unitPrice: teamPrice(item.startPrice ?? line.product.price) };
      }),
      claimTeams: team.claim,
    },
  };
}

/** The cart's totals with the accepted coupon's discount: the one pricing of an order. */
export function priceOrder(cart: ServerCart, discount: OrderDiscount | null | undefined): CartTotals {
  return priceCart(cart.lines, { discount });
}

/** The lines as the order records them. */
export function orderLinesOf(cart: ServerCart): OrderLine[] {
  return cart.lines.map((line) => ({
    id: line.product.id,
    name: line.product.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    team: line.team,
    ...(line.teamCode ? { teamCode: line.teamCode } : {}),
  }));
}
