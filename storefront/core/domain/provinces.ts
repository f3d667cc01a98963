/**
 * South Africa's nine provinces, the one list the checkout form offers and the server accepts (Nexus
 * delivers in South Africa only). Alphabetical, as shoppers scan for theirs.
 */
export const SOUTH_AFRICAN_PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'Northern Cape',
  'North West',
  'Western Cape',
] as const;

export type Province = (typeof SOUTH_AFRICAN_PROVINCES)[number];

export function isProvince(value: unknown): value is Province {
  return typeof value === 'string' && (SOUTH_AFRICAN_PROVINCES as readonly string[]).includes(value);
}
