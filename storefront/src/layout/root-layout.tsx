import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import { ChatWidget, type ChatLink } from '@nexus-za/ui-kit/chat-widget';
import { ToastProvider } from '@nexus-za/ui-kit/toast';
import { createLindaScript } from '../domain/linda-script';
import { Footer } from './footer';
import { Header } from './header';
import { LINDA_SERVICES } from './linda-services';

const LINDA_SCRIPT = createLindaScript(LINDA_SERVICES);

function renderChatLink(link: ChatLink, className: string) {
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

/** The frame of every screen: skip link, header, the routed page, footer, Linda and the toasts. */
export function RootLayout() {
  return (
    <ToastProvider>
      <a
        href="#main"
        className="sr-only z-toast rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-overlay focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      {/* The widget is a complementary landmark of its own (ui-kit). */}
      <ChatWidget script={LINDA_SCRIPT} teaser="Need help? Ask Linda" renderLink={renderChatLink} />
      <ScrollRestoration />
    </ToastProvider>
  );
}
