import { formatRand } from './money';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from './pricing';

/** The spec's helper: one day to dispatch plus three days in transit. */
export const DISPATCH_DAYS = 1;
export const TRANSIT_DAYS = 3;
export const DELIVERY_DAYS = DISPATCH_DAYS + TRANSIT_DAYS;

/** Nexus delivers in South Africa only. */
export const DELIVERY_COUNTRY = 'South Africa';

/**
 * The store's one delivery promise. The footer, the FAQ, Linda, the cart and the product page quote
 * it; the dates they show come from `expectedDeliveryDate`, the same rule.
 */
export const DELIVERY_PROMISE = `Delivered within ${DELIVERY_DAYS} days of your order, anywhere in ${DELIVERY_COUNTRY}.`;

/** What delivery costs, from the pricing module's figures. */
export const DELIVERY_COST = `Delivery is free on orders of ${formatRand(FREE_SHIPPING_FROM)} or more; smaller orders pay a flat ${formatRand(SHIPPING_FEE)}.`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The expected delivery date: four calendar days after `now`, same time of day, in local time. */
export function expectedDelivery(now: Date): Date {
  if (Number.isNaN(now.getTime())) throw new RangeError('expectedDelivery needs a valid date');
  const delivery = new Date(now.getTime());
  delivery.setDate(delivery.getDate() + DISPATCH_DAYS + TRANSIT_DAYS);
  return delivery;
}

/**
 * 'Wednesday, November 25': weekday, month and day in English, by hand because `Intl` output for
 * dates varies between runtimes.
 */
export function formatDeliveryDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatDeliveryDate needs a valid date');
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** South Africa keeps UTC+2 all year (no daylight saving). */
const SOUTH_AFRICA_UTC_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * 'Friday, November 27': the delivery date for an order placed at `placedAt`, as a shopper in South
 * Africa counts days, whatever the time zone of the server that renders the page or of the device:
 * both write the same date, so hydration finds what the server sent.
 */
export function expectedDeliveryDate(placedAt: Date): string {
  const inSouthAfrica = new Date(placedAt.getTime() + SOUTH_AFRICA_UTC_OFFSET_MS);
  const day = new Date(inSouthAfrica.getUTCFullYear(), inSouthAfrica.getUTCMonth(), inSouthAfrica.getUTCDate());
  return formatDeliveryDate(expectedDelivery(day));
}
