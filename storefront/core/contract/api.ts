import { orderInfoSchema } from '../domain/order-info';
import { MERCHANT_ACTIONS, ORDER_STATES } from '../domain/order-lifecycle';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../domain/pricing';
import { STOCK_STATES } from '../domain/stock';
import { TEAM_CODE_PATTERN } from '../domain/team';
import { z } from '../domain/schema';
import { apiErrorSchema, deliverToSchema, DESK_SORTS, orderLineSchema, totalsSchema } from './answers';

export { TEAM_CODE_PATTERN };
export * from './answers';
export { API, teamPath } from './paths';
export { CATALOGUE_API, type QueryParams } from './catalogue-paths';

/**
 * The one contract between the browser and the server: the request and response of every `/api`
 * route, as schemas and the types inferred from them. The server validates what it receives and types
 * what it answers with these; the browser parses what it receives with the same schemas. It imports
 * only the domain, so the server never pulls in a browser module.
 *
 * The answers the desk reads, and the order they are built from, are in answers.ts (zod/mini, so that
 * the desk loads no zod classic) and the paths in paths.ts; this module re-exports both, so both sides
 * import the contract from here as before. A screen that must stay light imports those two directly.
 */

/** The spec's messages (section 8) that both sides use. */
export const PAYMENT_FAILED_ON_SERVER = 'Payment failed on server';
/** The database cannot be reached: the payment is not attempted and the cart is kept. */
export const STORE_UNAVAILABLE = 'The store cannot take orders right now. Your cart is kept; please try again in a minute.';
/** 429 from the payment API: too many attempts from this address or account (card testing is slowed down). */
export const PAYMENT_TOO_MANY_ATTEMPTS =
  'Too many payment attempts from this connection or account. Your cart is kept; please wait a while (up to an hour) and try again, or contact us.';

// ---------------------------------------------------------------------------------------------
// GET /api/config

export const paymentsConfigSchema = z.object({
  /** 'stripe': Stripe Elements; 'test': the local card form and the embedded test gateway. */
  payments: z.enum(['stripe', 'test']),
  /** ISO 4217, as shown to people (`CURRENCY` in the money module); payments use Stripe's 'zar'. */
  currency: z.literal('ZAR'),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/create-payment-intent

/** A team's share code: 8 characters of Crockford's base 32, like an order number's. */
export const teamCodeSchema = z.string().regex(TEAM_CODE_PATTERN);

export const paymentRequestItemSchema = z.strictObject({
  id: z.int().positive(),
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  /** Accepted so that the server can say why it earns nothing alone: a team line carries `teamCode`. */
  team: z.boolean().optional(),
  /** Bought at the team price, with this complete team the signed-in shopper is a member of. */
  teamCode: teamCodeSchema.optional(),
});

/**
 * The order form's contact and delivery details, as checked by the order-information stage. Sent with
 * the payment so that the order the server writes says where it goes. The address is South African:
 * `province` is one of the nine (`SOUTH_AFRICAN_PROVINCES`), and `country` may be left out or be
 * 'South Africa'; any other country is refused with 400 and no order is written.
 */
export const customerSchema = orderInfoSchema;
export type Customer = z.output<typeof customerSchema>;

/**
 * Body of POST /api/create-payment-intent. There is no amount: the server prices the items itself. The
 * signed-in account (if any) comes from the `Authorization: Bearer <Firebase ID token>` header, never
 * from the body.
 */
export const paymentRequestSchema = z.strictObject({
  items: z.array(paymentRequestItemSchema).min(1).max(MAX_ORDER_LINES),
  paymentMethodId: z.string().min(1).max(255),
  /** One per payment attempt: a retried or doubled request with it never makes a second order or charge. */
  idempotencyKey: z.string().min(8).max(255),
  customer: customerSchema,
  /** A coupon to apply (a wheel voucher or FLASH30); the server checks it and prices the discount. One per order. */
  couponCode: z.string().trim().min(1).max(64).optional(),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/**
 * The `paymentMethodId` of an order a voucher pays in full: there is no card to charge. The server
 * places such an order only when its own total is R 0; for any other total it is an unknown method.
 */
export const NOTHING_TO_PAY_METHOD = 'nothing-to-pay';
export type ParsedPaymentRequest = z.output<typeof paymentRequestSchema>;

// The requests' and the other answers' cents; answers.ts has its zod/mini twin.
const cents = z.int().nonnegative();

/** What the server answers for a payment it took (or that needs the shopper's bank to confirm it). */
export const paymentReceiptSchema = z.object({
  orderNumber: z.string().min(1),
  paymentIntentId: z.string(),
  status: z.enum(['succeeded', 'requires_action']),
  amount: cents,
  currency: z.literal('zar'),
  totals: totalsSchema,
  lines: z.array(orderLineSchema),
  clientSecret: z.string().optional(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// Orders: GET /api/orders, GET /api/orders/:number

/** Body of POST /api/orders/:number/return: the shopper's reason. */
export const returnRequestSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });

// ---------------------------------------------------------------------------------------------
// The merchant's desk: /api/desk/… (a Firebase account with the custom claim `merchant: true`)

/** GET /api/desk/orders (and .csv): what the list is filtered, sorted and paged by. */
export const deskOrdersQuerySchema = z.object({
  /** An order number, an email (or its start) or part of a name. */
  query: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATES).optional(),
  /** Placed on or after this day (YYYY-MM-DD, South African time). */
  from: z.iso.date().optional(),
  /** Placed on or before this day. */
  to: z.iso.date().optional(),
  sort: z.enum(DESK_SORTS).default('-placed'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type DeskOrdersQuery = z.input<typeof deskOrdersQuerySchema>;

/** Body of POST /api/desk/orders/:number/moves. */
export const deskMoveRequestSchema = z.strictObject({
  /** The merchant's moves, as the order's table declares them. */
  action: z.enum(MERCHANT_ACTIONS),
  carrier: z.string().trim().max(100).optional(),
  trackingNumber: z.string().trim().max(100).optional(),
  /** Staff's internal note: never shown to the shopper. */
  note: z.string().trim().max(500).optional(),
  /** Words for the shopper (why a return is refused). */
  message: z.string().trim().max(500).optional(),
  /** Cents, for 'refund'. */
  amount: z.int().positive().max(99_999_999).optional(),
});
export type DeskMoveRequest = z.input<typeof deskMoveRequestSchema>;

/** Body of POST /api/desk/orders/:number/refunds. */
export const deskRefundRequestSchema = z.strictObject({
  amount: z.int().positive().max(99_999_999),
  note: z.string().trim().max(500).optional(),
});

/**
 * GET /api/orders/:number answers the order to its owner (Bearer token) or to a guest who sends the
 * order's email address in this query parameter; otherwise 404, like a number that does not exist.
 */
export const ORDER_EMAIL_PARAM = 'email';


// ---------------------------------------------------------------------------------------------
// GET /api/account

/** The signed-in account as the server knows it, to fill the checkout form. */
export const accountSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** Where the account's most recent order went; null before its first order. */
  lastDeliverTo: z.object({ ...deliverToSchema.shape, phone: z.string() }).nullable(),
});
export type Account = z.infer<typeof accountSchema>;

// ---------------------------------------------------------------------------------------------
// Teams: POST /api/teams, GET /api/teams/:code, POST /api/teams/:code/join

/** Body of POST /api/teams: the product the signed-in shopper starts a team for. */
export const createTeamRequestSchema = z.strictObject({ productId: z.int().positive() });

/**
 * 'open': taking members; 'complete': 3 members, its members can buy at the team price until it
 * expires; 'expired': the 24 hours are over (complete or not), nobody can join or buy with it.
 */
export const TEAM_STATES = ['open', 'complete', 'expired'] as const;

/** A team as anyone with its link sees it; `you` only says what the caller's account may do. */
export const teamSchema = z.object({
  code: teamCodeSchema,
  /** The share link's path, `/team/:code`. */
  path: z.string(),
  productId: z.int().positive(),
  /** Cents: the product's price and what each member pays once the team is complete. */
  price: cents,
  teamPrice: cents,
  /** Members in the order they joined, first names only. */
  members: z.array(z.object({ firstName: z.string() })),
  size: z.int().positive(),
  state: z.enum(TEAM_STATES),
  /** No place left: the team has `size` members. */
  full: z.boolean(),
  /** ISO 8601: 24 hours after the team was started. */
  expiresAt: z.iso.datetime({ offset: true }),
  you: z.object({
    member: z.boolean(),
    /** The caller has already bought (or is paying for) its unit at the team price. */
    bought: z.boolean(),
  }),
});
export type Team = z.infer<typeof teamSchema>;

// Coupons: POST /api/spin, GET /api/flash-sale, POST /api/coupons/check

/**
 * The one refusal for a code that does not exist, has expired or was used: a guesser learns nothing
 * from it (docs/decisions.md, Coupons).
 */
export const COUPON_REFUSED = 'This coupon code is not valid.';
export const FLASH_SIGN_IN = 'Sign in to use FLASH30: it takes 15% off the first order of an account.';
export const FLASH_ENDED = 'The flash sale has ended, so FLASH30 no longer applies.';
export const FLASH_FIRST_ORDER_ONLY = 'FLASH30 is for the first order of an account only.';
export { EMAIL_UNVERIFIED_CODE, VERIFY_EMAIL_FOR_DEALS } from './words';
export const COUPON_TOO_MANY_TRIES = 'Too many coupon codes tried. Please wait a few minutes and try again.';
export const SPIN_ALREADY_USED = 'This account or device has already spun the prize wheel.';

/** POST /api/spin: the segment the server drew (an index into WHEEL_SEGMENTS) and its coupon, if it won. */
export const spinResultSchema = z.object({
  segment: z.int().nonnegative(),
  coupon: z.string().nullable(),
  /** The coupon's value in cents; 0 for no prize. */
  value: cents,
  /** ISO 8601: when the coupon expires; null for no prize. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

/** GET /api/flash-sale: the sale window as the server's clock keeps it. */
export const flashSaleSchema = z.object({
  code: z.string(),
  percent: z.int().min(1).max(100),
  /** ISO 8601: when the sale ends. */
  endsAt: z.iso.datetime({ offset: true }),
});
export type FlashSaleInfo = z.infer<typeof flashSaleSchema>;

/** Body of POST /api/coupons/check: the code and the cart it is for. */
export const couponCheckRequestSchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  items: z.array(paymentRequestItemSchema).min(1).max(MAX_ORDER_LINES),
});
export type CouponCheckRequest = z.input<typeof couponCheckRequestSchema>;

/** The server's answer to an accepted code: what it takes off and the totals it makes. */
export const couponCheckSchema = z.object({
  code: z.string(),
  kind: z.enum(['voucher', 'flash']),
  discount: cents,
  totals: totalsSchema,
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

// ---------------------------------------------------------------------------------------------
// Stock: GET /api/stock, the payment's 409, the desk's stock routes

/** A product a payment asked more of than is available (its lines counted together). */
export const shortLineSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  requested: z.int().positive(),
  available: z.int().nonnegative(),
});
export type ShortLine = z.infer<typeof shortLineSchema>;

/** 409 from POST /api/create-payment-intent: the stock cannot fill the order, nothing was charged. */
export const outOfStockErrorSchema = z.object({
  ...apiErrorSchema.shape,
  code: z.literal('out_of_stock'),
  lines: z.array(shortLineSchema).min(1),
});
export type OutOfStockError = z.infer<typeof outOfStockErrorSchema>;

/** The most ids one GET /api/stock takes (more than the catalogue holds). */
export const MAX_STOCK_IDS = 100;

/** One product's stock as shoppers see it: how many can be bought now. */
export const productStockSchema = z.object({
  id: z.int().positive(),
  available: z.int().nonnegative(),
  state: z.enum(STOCK_STATES),
});
export type ProductStock = z.infer<typeof productStockSchema>;

/**
 * GET /api/stock?ids=1,2,3 (ids required: without them 400): public, cached for a few seconds.
 * Ids that are not in the catalogue are left out.
 */
export const stockListSchema = z.object({ stock: z.array(productStockSchema) });
export type StockList = z.infer<typeof stockListSchema>;

/** Body of PATCH /api/desk/products/:id/stock: the counted units on hand and why. */
export const setStockRequestSchema = z.strictObject({
  onHand: z.int().min(0).max(1_000_000),
  reason: z.string().trim().min(3).max(200),
});
export type SetStockRequest = z.input<typeof setStockRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The catalogue: GET /api/products/:id, /api/categories/:slug/products, /api/search, /api/search/suggest

/** Products one page of a list or of search results holds. */
export const CATALOGUE_PAGE_SIZE = 24;
/** Products the header's suggestions show. */
export const SUGGEST_LIMIT = 6;

export const productSpecSchema = z.object({ label: z.string(), value: z.string() });

/** One variant as shoppers buy it: price in effect now (cents, VAT included) and the "was" price. */
export const catalogueVariantSchema = z.object({
  id: z.int().positive(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.int().nonnegative(),
  compareAt: z.int().positive().nullable(),
});
export type CatalogueVariantAnswer = z.infer<typeof catalogueVariantSchema>;

/** A product as a card or the product page shows it; `price` is its first variant's. */
export const catalogueProductSchema = z.object({
  id: z.int().positive(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.int().nonnegative(),
  originalPrice: z.int().positive().optional(),
  label: z.string().optional(),
  image: z.string(),
  imageAlt: z.string(),
  imageWidth: z.int().positive(),
  imageHeight: z.int().positive(),
  specs: z.array(productSpecSchema),
  variants: z.array(catalogueVariantSchema).min(1),
});
export type CatalogueProductAnswer = z.infer<typeof catalogueProductSchema>;

/** GET /api/products/:id: the product and its stock now. */
export const productAnswerSchema = z.object({ product: catalogueProductSchema, stock: z.array(productStockSchema) });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

const facetSchema = z.object({ value: z.string(), count: z.int().nonnegative() });

/**
 * GET /api/categories/:slug/products?cursor=&sort=&maxPrice=&brand=: one page of a category, the stock
 * of the products on it, and the cursor of the next page (null on the last).
 */
export const categoryPageSchema = z.object({
  category: z.string(),
  products: z.array(catalogueProductSchema),
  stock: z.array(productStockSchema),
  nextCursor: z.string().nullable(),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** GET /api/search?query=&brand=&category=&maxPrice=&sort=&cursor=: one page of results. */
export const searchPageSchema = z.object({
  query: z.string(),
  products: z.array(catalogueProductSchema),
  stock: z.array(productStockSchema),
  total: z.int().nonnegative(),
  /** The budget read from the query, in whole rand. */
  maxRand: z.int().positive().nullable(),
  didYouMean: z.string().nullable(),
  facets: z.object({ brands: z.array(facetSchema), categories: z.array(facetSchema) }),
  nextCursor: z.string().nullable(),
});
export type SearchPageAnswer = z.infer<typeof searchPageSchema>;

/** GET /api/search/suggest?query=: what the header's combobox offers as the shopper types. */
export const suggestAnswerSchema = z.object({
  products: z.array(catalogueProductSchema),
  categories: z.array(z.string()),
  total: z.int().nonnegative(),
  didYouMean: z.string().nullable(),
});
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;
