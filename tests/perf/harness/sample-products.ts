/** The same twelve products for every kit's page, so that only the kit differs. */
export interface SampleProduct {
  id: number;
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  label?: 'New' | 'Sale';
  image: string;
  imageAlt: string;
}

const NAMES = [
  'Apple MacBook Air 13" M3',
  'Samsung Galaxy S25 Ultra',
  'Sony WH-1000XM5',
  'LG 55" OLED evo C4',
  'Canon EOS R50',
  'PlayStation 5 Slim',
  'Dell UltraSharp 27" 4K',
  'Anker 737 Power Bank',
  'Google Nest Hub',
  'Lenovo Legion 5i',
  'JBL Charge 5',
  'Xiaomi Redmi Note 14',
];

export const SAMPLE_PRODUCTS: SampleProduct[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  description: `${name}: a dependable pick with a two-year South African warranty and free delivery.`,
  price: (1_999 + index * 1_250) * 100,
  ...(index % 3 === 0 ? { originalPrice: (2_499 + index * 1_250) * 100, label: 'Sale' as const } : {}),
  ...(index % 4 === 1 ? { label: 'New' as const } : {}),
  image: '/product.svg',
  imageAlt: `${name} product photo`,
}));

export const formatPrice = (cents: number) => `R ${Math.round(cents / 100).toLocaleString('en-US').replace(/,/g, ' ')}`;
