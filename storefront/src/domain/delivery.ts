/** The spec's helper: one day to dispatch plus three days in transit. */
export const DISPATCH_DAYS = 1;
export const TRANSIT_DAYS = 3;

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
