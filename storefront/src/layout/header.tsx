import { Heart, Menu, ShoppingCart, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CATEGORIES } from '../catalogue/categories';
import { APP_ROUTES, categoryHref } from '../catalogue/routes';
import { itemCountLabel } from '../components/item-count-label';
import { useCartItemCount } from '../stores/cart-store';
import { useWishlistCount } from '../stores/wishlist-store';
import { CategoryIcon } from './category-icon';
import { HeaderSearch } from './header-search';
import { UserMenu } from './user-menu';
import { WelcomeBanner } from './welcome-banner';

/** The mobile layout ends here (spec section 9); Tailwind's `md` breakpoint is the same width. */
export const DESKTOP_QUERY = '(min-width: 768px)';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium outline-none hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white',
    isActive ? 'underline underline-offset-4' : '',
  ].join(' ');

function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="min-w-5 rounded-pill bg-accent-500 px-1.5 text-center text-xs leading-5 font-bold text-ink tabular-nums"
    >
      {count}
    </span>
  );
}

/**
 * A header link with a count: 'Cart' and a badge on screen, 'Cart, 3 items' for screen readers, as
 * the link's text rather than an aria-label, so the spoken name starts with the words on screen.
 */
function CountLabel({ name, count }: { name: string; count: number }) {
  return (
    <>
      <span aria-hidden="true">{name}</span>
      <CountBadge count={count} />
      <span className="sr-only">{itemCountLabel(name, count)}</span>
    </>
  );
}

function CategoryStrip() {
  return (
    <nav aria-label="Categories" className="hidden border-t border-brand-700 bg-brand-800 md:block">
      <ul className="mx-auto flex max-w-7xl items-stretch justify-between gap-1 overflow-x-auto px-4">
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <NavLink
              to={categoryHref(category.slug)}
              className={({ isActive }) =>
                [
                  'flex flex-col items-center gap-1 rounded-md px-2 py-2 text-xs font-medium whitespace-nowrap text-white outline-none hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white',
                  isActive ? 'bg-white/15' : '',
                ].join(' ')
              }
            >
              <CategoryIcon name={category.icon} className="size-5" />
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface MobileMenuProps {
  open: boolean;
  onClose: (restoreFocus: boolean) => void;
  menuId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

function MobileCategoryMenu({ open, onClose, menuId, buttonRef }: MobileMenuProps) {
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node | null;
      if (!target || menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      onClose(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose(true);
    }
    const desktop = window.matchMedia(DESKTOP_QUERY);
    function onMediaChange(event: MediaQueryListEvent) {
      if (event.matches) onClose(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onMediaChange);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onMediaChange);
    };
  }, [open, onClose, buttonRef]);

  return (
    <nav
      ref={menuRef}
      id={menuId}
      aria-label="Categories"
      hidden={!open}
      className="border-t border-brand-700 bg-white text-ink shadow-overlay md:hidden"
    >
      <ul className="grid grid-cols-3 gap-2 p-4">
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to={categoryHref(category.slug)}
              className="flex h-full flex-col items-center gap-1 rounded-card border border-surface-sunken p-3 text-center text-xs font-medium outline-none hover:bg-surface-muted focus-visible:ring-3 focus-visible:ring-brand-500"
            >
              <CategoryIcon name={category.icon} className="size-6 text-brand-600" />
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site header: logo, search, the main links with live counts, the user menu, and the categories
 * (an icon strip on desktop, a hamburger grid below 768px). Sticky from 768px up; on a phone it wraps
 * to a third of the screen, so there it scrolls away with the page.
 */
export function Header() {
  const location = useLocation();
  const cartCount = useCartItemCount();
  const wishlistCount = useWishlistCount();
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setOpenOn(null);
    if (restoreFocus) menuButtonRef.current?.focus();
  }, []);

  return (
    <header className="relative z-header bg-brand-600 text-white shadow-card md:sticky md:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label="Categories menu"
          onClick={() => setOpenOn(menuOpen ? null : location.key)}
          className="inline-flex size-10 items-center justify-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white md:hidden"
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
        <Link
          to={APP_ROUTES.home}
          className="rounded-md text-2xl font-extrabold tracking-tight outline-none focus-visible:ring-3 focus-visible:ring-white"
        >
          Nexus
        </Link>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          <HeaderSearch />
        </div>
        <nav aria-label="Main" className="ml-auto">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <NavLink to={APP_ROUTES.findStore} className={navLinkClass}>
                Find a Store
              </NavLink>
            </li>
            <li>
              <NavLink to={APP_ROUTES.home} end className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={APP_ROUTES.wishlist} className={navLinkClass}>
                <Heart aria-hidden="true" className="size-4" />
                <CountLabel name="Wishlist" count={wishlistCount} />
              </NavLink>
            </li>
            <li>
              <NavLink to={APP_ROUTES.cart} className={navLinkClass}>
                <ShoppingCart aria-hidden="true" className="size-4" />
                <CountLabel name="Cart" count={cartCount} />
              </NavLink>
            </li>
          </ul>
        </nav>
        <UserMenu />
      </div>
      <CategoryStrip />
      <MobileCategoryMenu open={menuOpen} onClose={closeMenu} menuId={menuId} buttonRef={menuButtonRef} />
      <WelcomeBanner />
    </header>
  );
}
