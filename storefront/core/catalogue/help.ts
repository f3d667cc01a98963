import { DELIVERY_COST, DELIVERY_PROMISE } from '../domain/delivery';
import { ACCEPTED_PAYMENTS, CARD_BRANDS } from '../domain/payment-methods';
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

/** Section ids of the help page, e.g. `/help-and-advice#shipping`: footer and Linda link to them. */
export const HELP_SECTION_IDS = {
  faq: 'faq',
  shipping: 'shipping',
  returns: 'returns',
  trackOrder: 'track-order',
  about: 'about',
} as const;
export type HelpSectionId = (typeof HELP_SECTION_IDS)[keyof typeof HELP_SECTION_IDS];

export const PAYMENT_METHODS = CARD_BRANDS;

/** The help page's "About Nexus": who the store is, in the same words the rest of the store uses. */
export const ABOUT_SECTION: HelpSection = {
  id: HELP_SECTION_IDS.about,
  title: 'About Nexus',
  paragraphs: [
    'Nexus is a South African electronics store: laptops, phones, TVs, cameras, gaming and home technology from the brands you know, priced in rand with VAT included.',
    DELIVERY_PROMISE,
    ACCEPTED_PAYMENTS,
  ],
};

export const RETURN_DAYS = 14;
export const CANCELLATION_HOURS = 24;
export const WARRANTY_YEARS = 1;

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'payment-methods',
    question: 'What payment methods do you accept?',
    answer: ACCEPTED_PAYMENTS,
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
    DELIVERY_PROMISE,
    DELIVERY_COST,
  ],
};
