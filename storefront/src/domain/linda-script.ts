import type { ChatOption, ChatScript } from 'ui-kit/chat-widget/chat-script';
import { productsInCategory } from '../catalogue/products';
import type { CategorySlug } from '../catalogue/categories';
import { APP_ROUTES, categoryHref } from '../catalogue/routes';
import { FLAGSHIP_STORE, STORE_HOURS_SUMMARY } from '../catalogue/stores';
import { formatRand } from './money';
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from './pricing';

export const LINDA_HEADER = 'Linda - Shopping Assistant';
export const LINDA_INPUT_PLACEHOLDER = 'Ask Linda something...';

/** The assistant's delivery promise (spec section 9); the help page's 2-5 working days stands beside it. */
export const LINDA_DELIVERY_DAYS = '1-3 days';

function yesNo(yesNext: string): ChatOption[] {
  return [
    { label: 'Yes', next: yesNext, keywords: ['yes', 'y', 'yeah', 'yep', 'sure'] },
    { label: 'No', next: 'menu', keywords: ['no', 'n', 'nope', 'not now'] },
  ];
}

/** A one-line overview of a category drawn from the catalogue, so Linda never quotes stale prices. */
function categorySummary(slug: CategorySlug, noun: string): string {
  const products = productsInCategory(slug);
  const brands = [...new Set(products.map((product) => product.brand))];
  const prices = products.map((product) => product.price);
  const cheapest = Math.min(...prices);
  const dearest = Math.max(...prices);
  const brandList = brands.length > 1 ? `${brands.slice(0, -1).join(', ')} and ${brands.at(-1)}` : brands.join('');
  return `We have ${products.length} ${noun} from ${brandList}, from ${formatRand(cheapest)} to ${formatRand(dearest)}.`;
}

const MAIN_MENU: ChatOption[] = [
  { label: 'Show me products', next: 'products', keywords: ['products', 'product', 'shop', 'browse', 'buy'] },
  { label: 'Shipping info', next: 'shipping', keywords: ['shipping', 'delivery', 'deliver', 'track', 'order'] },
  { label: 'Contact support', next: 'support', keywords: ['support', 'contact', 'help', 'feedback', 'complaint'] },
  { label: 'Store hours', next: 'hours', keywords: ['hours', 'open', 'opening', 'closing', 'store', 'directions'] },
];

const flagshipAddress = [FLAGSHIP_STORE.name, ...FLAGSHIP_STORE.addressLines].join(', ');

/** Linda's conversation, exactly as spec section 4 lays it out; the ChatWidget runs it. */
export const LINDA_SCRIPT: ChatScript = {
  start: 'greeting',
  fallback: ["Sorry, I didn't quite catch that. Please pick one of the options below."],
  nodes: {
    greeting: {
      id: 'greeting',
      messages: ["Hi, I'm Linda, your Nexus shopping assistant!"],
      continueTo: 'menu',
    },
    menu: {
      id: 'menu',
      messages: ['How can I help you today?'],
      options: MAIN_MENU,
    },
    products: {
      id: 'products',
      messages: ['Which kind of product are you looking for?'],
      options: [
        { label: 'Smartphones', next: 'products-smartphones', keywords: ['smartphone', 'phone', 'phones', 'mobile', 'cellphone'] },
        { label: 'Laptops', next: 'products-laptops', keywords: ['laptop', 'notebook', 'macbook'] },
        { label: 'Accessories', next: 'products-accessories', keywords: ['accessory', 'watch', 'smartwatch', 'charger', 'mouse', 'keyboard'] },
      ],
    },
    'products-smartphones': {
      id: 'products-smartphones',
      messages: [categorySummary('mobile-phones', 'smartphones'), 'Browse them all under Mobile Phones.'],
      links: [{ label: 'Browse mobile phones', href: categoryHref('mobile-phones') }],
      continueTo: 'menu',
    },
    'products-laptops': {
      id: 'products-laptops',
      messages: [categorySummary('laptops', 'laptops'), 'Browse them all under Laptops.'],
      links: [{ label: 'Browse laptops', href: categoryHref('laptops') }],
      continueTo: 'menu',
    },
    'products-accessories': {
      id: 'products-accessories',
      messages: [
        categorySummary('accessories', 'accessories'),
        'Smartwatches, power banks, mice and keyboards are all under Accessories.',
      ],
      links: [{ label: 'Browse accessories', href: categoryHref('accessories') }],
      continueTo: 'menu',
    },
    shipping: {
      id: 'shipping',
      messages: [
        `Shipping is free on orders of ${formatRand(FREE_SHIPPING_FROM)} or more; otherwise it is ${formatRand(SHIPPING_FEE)}. Delivery takes ${LINDA_DELIVERY_DAYS}.`,
        'Would you like to track an order?',
      ],
      options: yesNo('shipping-track'),
    },
    'shipping-track': {
      id: 'shipping-track',
      messages: ['Please type your order ID.'],
      freeText: { next: 'shipping-track-thanks' },
    },
    'shipping-track-thanks': {
      id: 'shipping-track-thanks',
      messages: ['Thank you! You can follow every order you placed on this device under My Orders. Happy shopping!'],
      links: [{ label: 'My Orders', href: APP_ROUTES.orders }],
      end: true,
    },
    support: {
      id: 'support',
      messages: ['Our support team is happy to help.', 'Would you like to give us feedback?'],
      options: yesNo('support-feedback'),
    },
    'support-feedback': {
      id: 'support-feedback',
      messages: [
        'To give feedback, visit or call any Nexus store (see Find a Store) and tell us what went well or what we can do better. If it is about an order, please include your order number.',
      ],
      links: [{ label: 'Find a Store', href: APP_ROUTES.findStore }],
      continueTo: 'menu',
    },
    hours: {
      id: 'hours',
      messages: [`Our stores are open ${STORE_HOURS_SUMMARY}.`, 'Would you like directions to our store?'],
      options: yesNo('hours-directions'),
    },
    'hours-directions': {
      id: 'hours-directions',
      messages: [`You will find us at ${flagshipAddress}.`],
      links: [{ label: 'All our stores', href: APP_ROUTES.findStore }],
      continueTo: 'menu',
    },
  },
};
