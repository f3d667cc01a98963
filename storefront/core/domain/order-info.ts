import { DELIVERY_COUNTRY } from './delivery';
import { SOUTH_AFRICAN_PROVINCES } from './provinces';
import { z } from './schema';

/** The only country Nexus delivers to: the form shows it, and an order for anywhere else is refused. */
export const DEFAULT_COUNTRY = DELIVERY_COUNTRY;
export const ONLY_SOUTH_AFRICA = `Nexus delivers in ${DELIVERY_COUNTRY} only.`;
export const CHOOSE_PROVINCE = 'Please choose your province.';

/** Spaces, hyphens, dots and brackets people type between digit groups. */
const PHONE_SEPARATORS = /[\s\-.()]/g;
const LOCAL_PHONE = /^0[1-9]\d{8}$/;
const INTERNATIONAL_PHONE = /^(?:\+27|0027|27)[1-9]\d{8}$/;

/** Accepts '082 123 4567', '011-555-0101', '+27 82 123 4567' and '0027821234567'. */
export function isSouthAfricanPhone(value: string): boolean {
  const digits = value.replace(PHONE_SEPARATORS, '');
  return LOCAL_PHONE.test(digits) || INTERNATIONAL_PHONE.test(digits);
}

/** The number in international form ('+27821234567'), or null when it is not a South African number. */
export function normaliseSouthAfricanPhone(value: string): string | null {
  if (!isSouthAfricanPhone(value)) return null;
  const digits = value.replace(PHONE_SEPARATORS, '');
  return `+27${digits.slice(-9)}`;
}

function requiredText(message: string, max = 200) {
  // A field left out says the same as a field left empty.
  return z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters.`);
}

export const orderInfoSchema = z.strictObject({
  name: requiredText('Please enter your full name.', 100),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Please enter a shorter email address.')
    .pipe(z.email('Please enter a valid email address, e.g. thandi@example.co.za.')),
  contact: z
    .string()
    .trim()
    .min(1, 'Please enter a contact number.')
    // An empty number already has its own message; the format check would only repeat it.
    .refine((value) => value === '' || isSouthAfricanPhone(value), 'Please enter a South African phone number, e.g. 082 123 4567 or +27 82 123 4567.'),
  city: requiredText('Please enter your city or town.', 100),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter your 4-digit postal code, e.g. 2196.'),
  streetAddress: requiredText('Please enter your street address.'),
  suburb: requiredText('Please enter your suburb.', 100),
  province: z.enum(SOUTH_AFRICAN_PROVINCES, { error: CHOOSE_PROVINCE }),
  /** Fixed: the form sends none (or 'South Africa'); any other country is refused, never delivered to. */
  country: z.literal(DELIVERY_COUNTRY, { error: ONLY_SOUTH_AFRICA }).default(DELIVERY_COUNTRY),
});

export type OrderInfo = z.output<typeof orderInfoSchema>;

