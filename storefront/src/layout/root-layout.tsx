import { Outlet } from 'react-router-dom';
import { MoneyFormatProvider } from '@nexus-za/ui-kit/money-format';
import { ToastProvider } from '@nexus-za/ui-kit/toast';
import { formatRand } from '../../core/domain/money';
import { ScrollRestoration } from '../platform/scroll-restoration';
import { FloatingDock, FloatingDockProvider } from '../components/floating-dock';
import { Footer } from './footer';
import { Header } from './header';
import { LindaLauncher } from './linda-launcher';

/**
 * The frame of every screen: skip link, header, the routed page, footer, the floating dock (Linda's
 * launcher and the page's own quick actions) and the toasts.
 */
export function RootLayout() {
  return (
    <MoneyFormatProvider format={formatRand}>
      <ToastProvider>
        <FloatingDockProvider>
          <a
            href="#main"
            className="sr-only z-toast rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-overlay focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to main content
          </a>
          {/* The bottom padding keeps the footer's last line clear of the dock (and of a page's sticky bar). */}
          <div className="flex min-h-dvh flex-col pb-(--bottom-bars-height)">
            <Header />
            {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              <Outlet />
            </main>
            <Footer />
          </div>
          <FloatingDock>
            {/* Linda's chat loads when the shopper reaches for it (it starts closed on every page). */}
            <LindaLauncher />
          </FloatingDock>
          <ScrollRestoration />
        </FloatingDockProvider>
      </ToastProvider>
    </MoneyFormatProvider>
  );
}
