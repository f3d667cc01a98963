import type { DeliverTo } from '../../core/contract/api';
import type { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

/**
 * Where an order goes, as the contract shows it; older orders have no suburb or province (null). The
 * order store and the order mails read a row's address through this one function.
 */
export function deliverToOf(row: OrderRow): DeliverTo {
  return {
    name: row.name,
    streetAddress: row.streetAddress,
    suburb: row.suburb,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.country,
  };
}
