/**
 * The API's paths, declared once for both sides (re-exported by api.ts). Apart from the schemas, so
 * that a screen that only needs a path loads no zod.
 */
export const API = {

  health: '/api/health',
  config: '/api/config',
  createPaymentIntent: '/api/create-payment-intent',
  orders: '/api/orders',
  order: (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`,
  cancelOrder: (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/cancel`,
  returnOrder: (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/return`,
  deskOrders: '/api/desk/orders',
  deskOrdersCsv: '/api/desk/orders.csv',
  deskOrder: (orderNumber: string) => `/api/desk/orders/${encodeURIComponent(orderNumber)}`,
  deskMoves: (orderNumber: string) => `/api/desk/orders/${encodeURIComponent(orderNumber)}/moves`,
  deskRefunds: (orderNumber: string) => `/api/desk/orders/${encodeURIComponent(orderNumber)}/refunds`,
  deskDashboard: '/api/desk/dashboard',
  account: '/api/account',
  stripeWebhook: '/api/stripe/webhook',
  teams: '/api/teams',
  team: (code: string) => `/api/teams/${encodeURIComponent(code)}`,
  joinTeam: (code: string) => `/api/teams/${encodeURIComponent(code)}/join`,
  spin: '/api/spin',
  flashSale: '/api/flash-sale',
  checkCoupon: '/api/coupons/check',
  stock: (ids?: readonly number[]) => (ids && ids.length > 0 ? `/api/stock?ids=${ids.join(',')}` : '/api/stock'),
  deskStock: '/api/desk/stock',
  deskStockMoves: (productId?: number) => (productId ? `/api/desk/stock/moves?productId=${productId}` : '/api/desk/stock/moves'),
  deskProductStock: (id: number) => `/api/desk/products/${id}/stock`,
} as const;

/** The page a team's share link opens. */
export const teamPath = (code: string) => `/team/${encodeURIComponent(code)}`;
