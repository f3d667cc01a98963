import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { cn } from '@nexus-za/ui-kit/cn';
import { PageLoading } from '../../components/page-loading';
import { useSessionStatus } from '../../stores/session-store';
import { DeskRefused } from './desk-refused';

// Each section is a chunk of its own: a cold visit shows one of them, so the orders list's table, the
// order's forms and timeline, and the stock desk load with their own screen only.
const DeskOrdersPage = lazy(() => import('./desk-orders-page').then((module) => ({ default: module.DeskOrdersPage })));
const DeskOrderPage = lazy(() => import('./desk-order-page').then((module) => ({ default: module.DeskOrderPage })));
const DeskMailPage = lazy(() => import('./desk-mail-page').then((module) => ({ default: module.DeskMailPage })));
const DeskStockPage = lazy(() => import('./desk-stock-page').then((module) => ({ default: module.DeskStockPage })));

/** One section, with its own boundary (keyed), so that its spinner shows while its code loads. */
function section(key: string, Page: LazyExoticComponent<ComponentType>, loading: string) {
  return (
    <Suspense key={key} fallback={<PageLoading label={loading} />}>
      <Page />
    </Suspense>
  );
}

/** The desk's sections, in its navigation: orders, stock, and mail that could not be sent. */
const DESK_SECTIONS = [
  { to: '', label: 'Orders', also: '/desk/orders/' },
  { to: 'stock', label: 'Stock', also: null },
  { to: 'mail', label: 'Mail', also: null },
] as const;

/** `/desk/*`: the merchant's desk, a lazy chunk with a lazy chunk per section; every screen asks the server, which checks the merchant claim. */
export default function DeskApp() {
  const { pathname } = useLocation();
  // Known to be signed out (this browser holds no session): the server would answer 401 to every
  // section, so the refusal shows at once, and the sections' code (the orders table, the answers'
  // schemas) is not downloaded for someone who cannot use it. A session that may be restored
  // ('unknown') goes on to the sections, whose requests wait for it.
  const signedOut = useSessionStatus() === 'anonymous';
  return (
    // Someone refused (by the server, or signed out here) sees the refusal, not the staff's sections:
    // the navigation hides while the page shows DeskRefused.
    <div className="group/desk mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <nav aria-label="Desk" className="flex flex-wrap items-center gap-2 border-b border-surface-sunken pb-2 group-has-[[data-slot=desk-refused]]/desk:hidden">
        <span className="mr-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">Desk</span>
        {DESK_SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            to={`/desk${section.to ? `/${section.to}` : ''}`}
            end={section.to === ''}
            // One order's page is part of the Orders section.
            className={({ isActive }) =>
              cn(
                'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                isActive || (section.also !== null && pathname.startsWith(section.also)) ? 'bg-brand-100 text-brand-700' : 'text-ink hover:bg-surface-muted',
              )
            }
          >
            {section.label}
          </NavLink>
        ))}
      </nav>
      {signedOut ? (
        <DeskRefused status={401} />
      ) : (
        <Routes>
          <Route index element={section('orders', DeskOrdersPage, 'Loading orders...')} />
          <Route path="orders/:orderNumber" element={section('order', DeskOrderPage, 'Loading the order...')} />
          <Route path="stock" element={section('stock', DeskStockPage, 'Loading stock...')} />
          <Route path="mail" element={section('mail', DeskMailPage, 'Loading mail...')} />
          <Route path="*" element={section('orders', DeskOrdersPage, 'Loading orders...')} />
        </Routes>
      )}
    </div>
  );
}
