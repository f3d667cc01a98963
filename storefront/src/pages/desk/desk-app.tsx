import { NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { cn } from '@nexus-za/ui-kit/cn';
import { DeskOrderPage } from './desk-order-page';
import { DeskOrdersPage } from './desk-orders-page';
import { DeskStockPage } from './desk-stock-page';

/** The desk's sections, in its navigation: orders (issue 26) and stock (issue 27). */
const DESK_SECTIONS = [
  { to: '', label: 'Orders', also: '/desk/orders/' },
  { to: 'stock', label: 'Stock', also: null },
] as const;

/** `/desk/*`: the merchant's desk (issue 26), one lazy chunk; every screen asks the server, which checks the merchant claim. */
export default function DeskApp() {
  const { pathname } = useLocation();
  return (
    // Someone the server refused (a shopper, a signed-out visitor) sees the refusal, not the staff's
    // sections: the navigation hides while the page shows DeskRefused.
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
      <Routes>
        <Route index element={<DeskOrdersPage />} />
        <Route path="orders/:orderNumber" element={<DeskOrderPage />} />
        <Route path="stock" element={<DeskStockPage />} />
        <Route path="*" element={<DeskOrdersPage />} />
      </Routes>
    </div>
  );
}
