import { CARD_BRANDS } from '../domain/payment-methods';
import { DELIVERY_PROMISE } from '../domain/delivery';
import { HELP_SECTION_IDS } from './help';
import { APP_ROUTES, helpHref } from './routes';

// The footer's content, on every page: a module of its own so that the home page's content
// (content.ts, which re-exports these) stays out of the app's first chunk.

export interface Link {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly Link[];
}

/** Footer columns: each link leads to what its label says (the spec's placeholders without a page are gone). */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Delivery & returns',
    links: [
      { label: 'Shipping information', href: helpHref(HELP_SECTION_IDS.shipping) },
      { label: 'Returns & refunds', href: helpHref(HELP_SECTION_IDS.returns) },
      { label: 'Track your order', href: APP_ROUTES.orders },
      { label: 'Help & FAQs', href: helpHref(HELP_SECTION_IDS.faq) },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', href: helpHref(HELP_SECTION_IDS.about) },
      { label: 'Contact us', href: APP_ROUTES.findStore },
    ],
  },
];

/** Only what checkout takes: card payments (docs/decisions.md, Payments). */
export const FOOTER_PAYMENT_METHODS = CARD_BRANDS;

export const FOOTER_LOCALE = { region: 'South Africa (ZAR R)', language: 'English' } as const;

export const FOOTER_SHIPPING_NOTE = DELIVERY_PROMISE;
