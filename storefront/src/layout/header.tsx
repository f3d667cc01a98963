import { Heart, Menu, ShoppingCart, X } from '@nexus-za/ui-kit/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { cn } from '@nexus-za/ui-kit/cn';
import { CATEGORIES } from '../../core/catalogue/categories';
import { APP_ROUTES, categoryHref } from '../../core/catalogue/routes';
import { itemCountLabel } from '../../core/domain/item-count-label';
import { useCartItemCount } from '../stores/cart-store';
import { useWishlistCount } from '../stores/wishlist-store';
import { CategoryIcon } from './category-icon';
import { CountBadge, headerButtonClass } from './count-badge';
import { DeferredDropdownMenu } from './deferred-menu';
import { HeaderSearch } from './header-search';
import { UserMenu } from './user-menu';
import { WelcomeBanner } from './welcome-banner';

/** The mobile layout ends here (spec section 9); Tailwind's `md` breakpoint is the same width. */
export const DESKTOP_QUERY = '(min-width: 768px)';


const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(headerButtonClass, 'gap-1.5 px-2 py-1.5 text-sm font-medium', isActive && 'underline underline-offset-4');

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

/** A link of the main navigation; `end`: current only on that exact address (Home). */
function MainNavItem({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} end={end} className={navLinkClass}>
        {children}
      </NavLink>
    </li>
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
                cn(headerButtonClass, 'flex-col gap-1 px-2 py-2 text-xs font-medium whitespace-nowrap text-white', isActive && 'bg-white/15')
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

/**
 * The phone's menu (below 768px): the spec's category grid, then the links that have no room in the
 * phone's one-row header. The kit's DropdownMenu, loaded on first use. It closes when the window
 * reaches 768px, where the icon strip and the full link row take over.
 */
function PhoneMenu({ wishlistCount }: { wishlistCount: number }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop.addEventListener('change', onMediaChange);
    return () => desktop.removeEventListener('change', onMediaChange);
  }, [open]);

  return (
    <DeferredDropdownMenu
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" aria-label="Menu" className={cn(headerButtonClass, 'size-10 justify-center gap-1.5 md:hidden')}>
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      }
    >
      {({ PhoneMenuContent }) => <PhoneMenuContent wishlistCount={wishlistCount} />}
    </DeferredDropdownMenu>
  );
}

/**
 * The site header. On a phone one row (menu, logo, account, cart) and the search below it, about
 * 110 px; the other links live in the menu. From 768px: logo, search, the main links with live
 * counts, the user menu and the category icon strip, sticky at the top.
 */
export function Header() {
  const cartCount = useCartItemCount();
  const wishlistCount = useWishlistCount();

  return (
    <header className="relative z-header bg-brand-600 text-white shadow-card md:sticky md:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 md:gap-x-4 md:px-4 md:py-3">
        <PhoneMenu wishlistCount={wishlistCount} />
        <Link
          to={APP_ROUTES.home}
          className="rounded-md text-2xl font-extrabold tracking-tight outline-none focus-visible:ring-3 focus-visible:ring-white"
        >
          Nexus
        </Link>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          <HeaderSearch />
        </div>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex flex-wrap items-center gap-1">
            <MainNavItem to={APP_ROUTES.findStore}>Find a Store</MainNavItem>
            <MainNavItem to={APP_ROUTES.home} end>
              Home
            </MainNavItem>
            <MainNavItem to={APP_ROUTES.wishlist}>
              <Heart aria-hidden="true" className="size-4" />
              <CountLabel name="Wishlist" count={wishlistCount} />
            </MainNavItem>
            <MainNavItem to={APP_ROUTES.cart}>
              <ShoppingCart aria-hidden="true" className="size-4" />
              <CountLabel name="Cart" count={cartCount} />
            </MainNavItem>
          </ul>
        </nav>
        <div className="ml-auto md:ml-0">
          <UserMenu />
        </div>
        {/* The phone's cart: an icon and its count, in the one row. */}
        <NavLink to={APP_ROUTES.cart} className={(state) => cn(navLinkClass(state), 'h-10 md:hidden')}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          <CountBadge count={cartCount} />
          <span className="sr-only">{itemCountLabel('Cart', cartCount)}</span>
        </NavLink>
      </div>
      <CategoryStrip />
      <WelcomeBanner />
    </header>
  );
}
