import type { ChatLink, ChatOption, ChatReply, ChatScript } from '@nexus-za/ui-kit/chat-widget/chat-script';
import { CATEGORIES, type CategorySlug } from '../../core/catalogue/categories';
import { FLASH_SALE } from '../../core/catalogue/flash-sale';
import { HELP_SECTION_IDS, RETURN_DAYS } from '../../core/catalogue/help';
import { PRODUCTS, productsInCategory, type Product } from '../../core/catalogue/products';
import { APP_ROUTES, categoryHref, helpHref, productHref, searchHref } from '../../core/catalogue/routes';
import { FLAGSHIP_STORE, STORE_HOURS_SUMMARY } from '../../core/catalogue/stores';
import { formatRand, randToCents } from '../../core/domain/money';
import { DELIVERY_COST, DELIVERY_PROMISE } from '../../core/domain/delivery';
import { CATEGORY_SYNONYMS, normaliseQuery, parseSearchRequest } from '../../core/domain/search-query';

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
  // 'track' and 'order' are left to Linda's understanding, which can look an order up.
  { label: 'Shipping info', next: 'shipping', keywords: ['shipping', 'delivery', 'deliver'] },
  { label: 'Contact support', next: 'support', keywords: ['support', 'contact', 'help', 'feedback', 'complaint'] },
  { label: 'Store hours', next: 'hours', keywords: ['hours', 'open', 'opening', 'closing', 'store', 'directions'] },
];

const flagshipAddress = [FLAGSHIP_STORE.name, ...FLAGSHIP_STORE.addressLines].join(', ');

/** What the server says about an order number. */
export type OrderLookup =
  | { kind: 'found'; orderNumber: string; status: string }
  | { kind: 'not-found'; orderNumber: string }
  /** The lookup could not be made (offline, the server has no orders API yet): not the shopper's fault. */
  | { kind: 'unavailable'; orderNumber: string };

export interface LindaServices {
  /** Looks an order up, e.g. on the server; must not reject. Without it Linda points to My Orders. */
  lookupOrder?: (orderNumber: string) => Promise<OrderLookup>;
  /**
   * The search, loaded when first needed so that Linda does not carry the index on the first load.
   * Without it Linda answers product requests with a link to the search results.
   */
  findProducts?: (query: string) => Promise<readonly Product[]>;
}

/** Order numbers as checkout prints them ('NX-' and 8 letters or digits), in any case, dash optional. */
const ORDER_NUMBER = /\bnx-?([a-z0-9]{8})\b/i;
/** What a shopper types at 'Please type your order ID.': one token of letters, digits and dashes. */
const TYPED_ORDER_ID = /^#?([a-z0-9][a-z0-9-]{2,30})$/i;

const INTENTS: readonly { id: 'track' | 'returns' | 'coupons' | 'delivery' | 'hours'; words: RegExp }[] = [
  { id: 'track', words: /\b(track|tracking|where is my|order status|my order|parcel)\b/i },
  { id: 'returns', words: /\b(returns?|refunds?|exchange|send (it )?back|money back)\b/i },
  { id: 'coupons', words: /\b(coupons?|vouchers?|promo|discount|codes?|flash ?30|deals?|specials?)\b/i },
  { id: 'delivery', words: /\b(delivery|deliver|shipping|ship|courier|how long)\b/i },
  { id: 'hours', words: /\b(hours|open|opening|closing|close|trading|store|shop near)\b/i },
];

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word));
}

/** Words that make a message a product request: category names and synonyms, and our brands. */
const PRODUCT_WORDS: ReadonlySet<string> = new Set(
  [
    ...CATEGORIES.flatMap((category) => [category.name, ...CATEGORY_SYNONYMS[category.slug]]),
    ...PRODUCTS.map((product) => product.brand),
    'gaming',
  ].flatMap(words),
);

function isProductRequest(text: string): boolean {
  const request = parseSearchRequest(text);
  return words(request.text).some((word) => PRODUCT_WORDS.has(word));
}

function describeLookup(result: OrderLookup): ChatReply {
  switch (result.kind) {
    case 'found':
      return { messages: [`Order ${result.orderNumber}: ${result.status}`] };
    case 'not-found':
      return {
        messages: [`I couldn't find order ${result.orderNumber}. Please check the number; orders from this browser are under My Orders.`],
        links: [{ label: 'My Orders', href: APP_ROUTES.orders }],
      };
    case 'unavailable':
      return {
        messages: [`I can't reach our order system right now, so I can't look up ${result.orderNumber}. Orders from this browser are under My Orders.`],
        links: [{ label: 'My Orders', href: APP_ROUTES.orders }],
      };
  }
}

function trackOrder(orderNumber: string, services: LindaServices, next?: string): ChatReply {
  if (!services.lookupOrder) return { messages: [], next: next ?? 'shipping-track-thanks' };
  return {
    messages: [`Thanks! Let me look up order ${orderNumber}...`],
    later: services.lookupOrder(orderNumber).then(describeLookup, () => describeLookup({ kind: 'unavailable', orderNumber })),
    next,
  };
}

const PRODUCT_ANSWER_COUNT = 3;

function productAnswer(text: string, services: LindaServices): ChatReply {
  const query = normaliseQuery(text) ?? text;
  const request = parseSearchRequest(query);
  const budget = request.maxRand === null ? '' : ` up to ${formatRand(randToCents(request.maxRand))}`;
  const what = request.text === '' ? 'products' : `"${request.text}"`;
  const listHref = searchHref(request.text === '' ? query : request.text, {
    ...(request.maxRand === null ? {} : { maxPrice: request.maxRand }),
    ...(request.cheapFirst ? { sort: 'price-asc' } : {}),
  });
  const listLink: ChatLink = { label: `See all ${what}${budget}`, href: listHref };
  if (!services.findProducts) return { messages: [`Here is what we have for ${what}${budget}.`], links: [listLink] };
  return {
    messages: [],
    later: services.findProducts(query).then((products) => {
      if (products.length === 0) {
        return {
          messages: [`I couldn't find ${what}${budget}. Try a higher budget or browse our categories.`],
          links: [{ label: 'Browse all products', href: APP_ROUTES.allCategories }],
        };
      }
      const shown = products.slice(0, PRODUCT_ANSWER_COUNT);
      const intro =
        products.length > shown.length
          ? `Here are the top ${shown.length} of ${products.length} matches for ${what}${budget}${request.cheapFirst ? ', cheapest first' : ''}:`
          : `Here ${products.length === 1 ? 'is the match' : `are the ${products.length} matches`} for ${what}${budget}:`;
      return {
        messages: [intro],
        links: [
          ...shown.map((product) => ({ label: `${product.name}, ${formatRand(product.price)}`, href: productHref(product.id) })),
          listLink,
        ],
      };
    }),
  };
}

/**
 * How Linda understands typed text that picks none of the current options: an order number is looked
 * up, a question about tracking, returns, coupons, delivery or store hours gets its answer, and a
 * product request ('phone under R15000', 'cheap headphones', 'gaming laptop') gets matching products
 * and a link to the filtered list.
 */
function understand(services: LindaServices) {
  return (text: string, nodeId: string): ChatReply | undefined => {
    const orderNumber = ORDER_NUMBER.exec(text);
    if (orderNumber?.[1] !== undefined) {
      return trackOrder(`NX-${orderNumber[1].toUpperCase()}`, services, nodeId === 'shipping-track' ? 'shipping-track-thanks' : undefined);
    }
    if (nodeId === 'shipping-track') {
      const typed = TYPED_ORDER_ID.exec(text.trim());
      return typed?.[1] !== undefined ? trackOrder(typed[1].toUpperCase(), services, 'shipping-track-thanks') : undefined;
    }
    if (isProductRequest(text)) return productAnswer(text, services);
    const intent = INTENTS.find((candidate) => candidate.words.test(text))?.id;
    switch (intent) {
      case 'track':
        return { messages: [], next: 'shipping-track' };
      case 'returns':
        return {
          messages: [
            `You can return items within ${RETURN_DAYS} days of delivery, as long as they are unused and unopened in their original packaging.`,
          ],
          links: [{ label: 'Returns & refunds', href: helpHref(HELP_SECTION_IDS.returns) }],
        };
      case 'coupons':
        return {
          messages: [
            `${FLASH_SALE.text} Prize wheel vouchers (R 500, R 1 000 or R 2 000) are entered at checkout too; one code per order.`,
          ],
        };
      case 'delivery':
        return { messages: [SHIPPING_MESSAGE] };
      case 'hours':
        return { messages: [HOURS_MESSAGE, `You will find us at ${flagshipAddress}.`], links: [{ label: 'All our stores', href: APP_ROUTES.findStore }] };
      case undefined:
        return undefined;
    }
  };
}

const SHIPPING_MESSAGE = `${DELIVERY_COST} ${DELIVERY_PROMISE}`;
const HOURS_MESSAGE = `Our stores are open ${STORE_HOURS_SUMMARY}.`;

/**
 * Linda's conversation: the menus exactly as spec section 4 lays them out, and an understanding of
 * typed questions beyond them. The ChatWidget runs it; the services reach the server and the search.
 */
export function createLindaScript(services: LindaServices = {}): ChatScript {
  return { ...LINDA_MENUS, understand: understand(services) };
}

const LINDA_MENUS: ChatScript = {
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
        SHIPPING_MESSAGE,
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
      messages: [HOURS_MESSAGE, 'Would you like directions to our store?'],
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

/** Linda without services: typed questions are understood, orders and products answered with links. */
/** Who the shop's assistant is: the spec's name and panel title, and the line beside her button. */
export { LINDA } from './linda-persona';

export const LINDA_SCRIPT: ChatScript = createLindaScript();
