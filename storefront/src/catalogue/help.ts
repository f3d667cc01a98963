import { formatRand } from 'ui-kit/format';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '../domain/pricing';
import { STORE_HOURS_SUMMARY } from './stores';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface HelpSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export const PAYMENT_METHODS = ['Credit cards', 'Debit cards', 'EFT', 'Mobile payments'] as const;

export const RETURN_DAYS = 14;
export const CANCELLATION_HOURS = 24;
export const WARRANTY_YEARS = 1;

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'payment-methods',
    question: 'What payment methods do you accept?',
    answer: 'We accept credit cards, debit cards, EFT and mobile payments.',
  },
  {
    id: 'returns',
    question: 'What is your return policy?',
    answer: `You can return items within ${RETURN_DAYS} days of delivery, as long as they are unused and unopened in their original packaging.`,
  },
  {
    id: 'cancellation',
    question: 'Can I cancel my order?',
    answer: `Yes. Orders can be cancelled within ${CANCELLATION_HOURS} hours of being placed.`,
  },
  {
    id: 'warranty',
    question: 'Do your products come with a warranty?',
    answer: `All electronics come with a ${WARRANTY_YEARS}-year warranty.`,
  },
  {
    id: 'store-hours',
    question: 'When are your stores open?',
    answer: `Our stores are open ${STORE_HOURS_SUMMARY}.`,
  },
];

export const DELIVERY_SECTION: HelpSection = {
  id: 'delivery',
  title: 'Delivery & Shipping Times',
  paragraphs: [
    'Orders are delivered within 2-5 working days across South Africa.',
    `Shipping is free on orders of ${formatRand(FREE_SHIPPING_FROM)} or more; smaller orders pay a flat ${formatRand(SHIPPING_FEE)}.`,
  ],
};
