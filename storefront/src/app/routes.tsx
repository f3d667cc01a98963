import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { PageLoading } from '../components/page-loading';
import { RootLayout } from '../layout/root-layout';
import { DocumentTitle, HOME_TITLE, pageTitle } from '../platform/document-head';
import { MarkInteractive, useClientReady } from '../platform/hydration';
import { useCartKnown } from '../stores/cart-store';
import { RouteErrorBoundary } from './route-error';

// Every screen is its own chunk, Home too: its sections and their content (about 7 KB) are not in
// the main bundle that every other page's cold visit loads.
const loadHome = () => import('../pages/home/home-page');
const LazyHome = lazy(loadHome);
let LoadedHome: ComponentType | undefined;
/** Home, rendered at once when its chunk is already here (`preloadFirstScreen`), lazily otherwise. */
function HomePage() {
  return LoadedHome ? <LoadedHome /> : <LazyHome />;
}
const SearchPage = lazy(() => import('../pages/search-page'));
const CategoryPage = lazy(() => import('../pages/category-page'));
const ProductPage = lazy(() => import('../pages/product-page'));
const WishlistPage = lazy(() => import('../pages/wishlist-page'));
const CartPage = lazy(() => import('../pages/cart/cart-page'));
const CheckoutDetailsPage = lazy(() => import('../pages/cart/checkout-details-page'));
const CheckoutPaymentPage = lazy(() => import('../pages/cart/checkout-payment-page'));
const OrderPage = lazy(() => import('../pages/order-page'));
const FindStorePage = lazy(() => import('../pages/find-store-page'));
const AccountPage = lazy(() => import('../pages/account-page'));
const OrdersPage = lazy(() => import('../pages/orders-page'));
const LoginPage = lazy(() => import('../pages/login-page'));
const HelpPage = lazy(() => import('../pages/help-page'));
const TeamPage = lazy(() => import('../pages/team-page'));
const InvoicePage = lazy(() => import('../pages/invoice-page'));
const DeskApp = lazy(() => import('../pages/desk/desk-app'));

interface ScreenOptions {
  /** What the spinner says while the screen's code loads. */
  loading: string;
  /** The page's name in the document title, for screens that do not set their own (or set it only in the browser). */
  title?: string;
  /**
   * The screen shows what this browser stored (cart, wishlist, orders, account): the server renders
   * its loading state, never an empty state that could be wrong, and the screen renders once hydrated.
   * A hook instead of `true` says when what it shows is known earlier (the cart, from its cookie, is
   * known to the server).
   */
  fromStorage?: boolean | (() => boolean);
}

function WhenKnown({ useKnown, fallback, children }: { useKnown: () => boolean; fallback: ReactNode; children: ReactNode }) {
  return useKnown() ? children : fallback;
}

function screen(
  path: string,
  key: string,
  Page: LazyExoticComponent<ComponentType>,
  { loading, title, fromStorage = false }: ScreenOptions,
): RouteObject {
  const fallback = <PageLoading label={loading} />;
  const shown = (
    <>
      <Page />
      <MarkInteractive />
    </>
  );
  // Keyed so that each screen gets its own boundary: its spinner shows while its code loads instead
  // of the previous screen lingering.
  const page = (
    <Suspense key={key} fallback={fallback}>
      {fromStorage ? (
        <WhenKnown useKnown={fromStorage === true ? useClientReady : fromStorage} fallback={fallback}>
          {shown}
        </WhenKnown>
      ) : (
        shown
      )}
    </Suspense>
  );
  // A stored screen first paints its loading state and swaps in what the browser stored once
  // hydrated. Holding a whole viewport for it keeps the footer below the fold either way, so the swap
  // moves nothing the shopper can see (no layout shift).
  const content = fromStorage ? <div className="min-h-dvh">{page}</div> : page;
  return { path, element: title ? <DocumentTitle title={pageTitle(title)}>{content}</DocumentTitle> : content };
}

const home = (
  <DocumentTitle title={HOME_TITLE}>
    <Suspense key="home" fallback={<PageLoading label="Loading the store..." />}>
      <HomePage />
      <MarkInteractive />
    </Suspense>
  </DocumentTitle>
);

const categories = { loading: 'Loading products...' };
const checkout = { loading: 'Loading checkout...', fromStorage: true };

/** Every screen of the store, as `AppRoutes` renders them (the browser's, the server's and tests' routers). */
export const routes: RouteObject[] = [
  {
    path: APP_ROUTES.home,
    element: <RootLayout />,
    children: [
      { index: true, element: home },
      screen(APP_ROUTES.search, 'search', SearchPage, { loading: 'Loading search results...' }),
      screen(APP_ROUTES.allCategories, 'category', CategoryPage, categories),
      screen(APP_ROUTES.category, 'category', CategoryPage, categories),
      screen(APP_ROUTES.product, 'product', ProductPage, { loading: 'Loading product...' }),
      screen(APP_ROUTES.findStore, 'find-store', FindStorePage, { loading: 'Loading stores...', title: 'Find a Store' }),
      screen(APP_ROUTES.wishlist, 'wishlist', WishlistPage, { loading: 'Loading your wishlist...', title: 'Wishlist', fromStorage: true }),
      screen(APP_ROUTES.account, 'account', AccountPage, { loading: 'Loading your account...', title: 'Account Settings', fromStorage: true }),
      screen(APP_ROUTES.orders, 'orders', OrdersPage, { loading: 'Loading your orders...', title: 'My Orders', fromStorage: true }),
      screen(APP_ROUTES.team, 'team', TeamPage, { loading: 'Loading the team...', fromStorage: true }),
      screen(APP_ROUTES.order, 'order', OrderPage, { loading: 'Loading your order...', fromStorage: true }),
      screen(APP_ROUTES.invoice, 'invoice', InvoicePage, { loading: 'Loading your invoice...', fromStorage: true }),
      screen(APP_ROUTES.checkoutDetails, 'checkout-details', CheckoutDetailsPage, { ...checkout, title: 'Order Information' }),
      screen(APP_ROUTES.checkoutPayment, 'checkout-payment', CheckoutPaymentPage, { ...checkout, title: 'Payment Information' }),
      screen(APP_ROUTES.desk, 'desk', DeskApp, { loading: 'Loading the desk...', title: 'Desk', fromStorage: true }),
      screen(APP_ROUTES.login, 'login', LoginPage, { loading: 'Loading sign-in...', title: 'Sign in', fromStorage: true }),
      screen(APP_ROUTES.cart, 'cart', CartPage, { loading: 'Loading your cart...', title: 'Your Shopping Cart', fromStorage: useCartKnown }),
      screen(APP_ROUTES.help, 'help', HelpPage, { loading: 'Loading help...', title: 'Help & Advice' }),
      // The spec: any other path falls back to Home (not a 404 page).
      { path: '*', element: home },
    ],
  },
];

/**
 * The store's screens for the location of the router around it (`BrowserRouter` in the browser,
 * `StaticRouter` on the server, `MemoryRouter` in tests). The declarative router, not the data router
 * (`createBrowserRouter`): the store has no loaders or actions, and the data router's machinery was
 * 14.5 KB (gzip, measured in this app) of every cold visit. A screen that fails to render shows `RouteError` in place of the
 * whole layout, until the shopper goes elsewhere.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { key } = useLocation();
  return <RouteErrorBoundary resetKey={key}>{element}</RouteErrorBoundary>;
}

/**
 * Fetches Home's chunk before the browser hydrates a server-rendered Home, so the whole page hydrates
 * in one pass, as when Home was in the main bundle. Left lazy, its sections would hydrate a moment
 * after the rest, against stores the first pass had already moved on (the prize wheel opening on a
 * first visit), and React would find the server's HTML out of date.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (leaf?.element !== home) return;
  try {
    LoadedHome = (await loadHome()).default;
  } catch {
    // Offline or a stale deploy: Home stays lazy, and its route's error boundary says so if it fails again.
  }
}

