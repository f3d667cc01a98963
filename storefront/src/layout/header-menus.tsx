import { Heart, House, LogOut, MapPin } from '@nexus-za/ui-kit/icons';
import { Link } from 'react-router-dom';
import {
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@nexus-za/ui-kit/dropdown-menu';
import { Spinner } from '@nexus-za/ui-kit/spinner';
import { signOut } from '../auth/auth-client';
import { CATEGORIES } from '../../core/catalogue/categories';
import { APP_ROUTES, categoryHref } from '../../core/catalogue/routes';
import { itemCountLabel } from '../../core/domain/item-count-label';
import type { SessionStatus, SessionUser } from '../stores/session-store';
import { CategoryIcon } from './category-icon';
import { CountBadge } from './count-badge';

/**
 * The header menus' panels, with the kit's DropdownMenu they are made of: one chunk that loads on the
 * first sign of intent to open either menu (deferred-menu.tsx), so no page's first load carries them.
 */
export { DropdownMenu, DropdownMenuTrigger } from '@nexus-za/ui-kit/dropdown-menu';

/** The phone's menu: the spec's category grid, then the links that have no room in the one-row header. */
export function PhoneMenuContent({ wishlistCount }: { wishlistCount: number }) {
  return (
    <DropdownMenuContent portal={false} align="start" className="w-[calc(100vw-1.5rem)] max-w-sm p-2">
      <DropdownMenuGroup>
        <DropdownMenuLabel>Categories</DropdownMenuLabel>
        <div className="grid grid-cols-3 gap-2">
          {CATEGORIES.map((category) => (
            <DropdownMenuItem key={category.slug} asChild className="h-full flex-col justify-start gap-1 border border-surface-sunken p-3 text-center text-xs">
              <Link to={categoryHref(category.slug)}>
                <CategoryIcon name={category.icon} className="size-6! text-brand-600" />
                {category.name}
              </Link>
            </DropdownMenuItem>
          ))}
        </div>
      </DropdownMenuGroup>
      <DropdownMenuSeparator className="my-2" />
      <DropdownMenuItem asChild>
        <Link to={APP_ROUTES.home}>
          <House aria-hidden="true" />
          Home
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={APP_ROUTES.findStore}>
          <MapPin aria-hidden="true" />
          Find a Store
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={APP_ROUTES.wishlist}>
          <Heart aria-hidden="true" />
          <span aria-hidden="true">Wishlist</span>
          <CountBadge count={wishlistCount} />
          <span className="sr-only">{itemCountLabel('Wishlist', wishlistCount)}</span>
        </Link>
      </DropdownMenuItem>
    </DropdownMenuContent>
  );
}

interface UserMenuContentProps {
  status: SessionStatus;
  user: SessionUser | null;
  googleBusy: boolean;
  onGoogle: (event: Event) => void;
  /** Where the email sign-in page sends the shopper back to. */
  loginState: { from: string };
}

/** The user menu: sign-in choices, or the account's email and the shopper's pages and Sign Out. */
export function UserMenuContent({ status, user, googleBusy, onGoogle, loginState }: UserMenuContentProps) {
  const signedIn = status === 'signed-in' && user !== null;
  return (
    <DropdownMenuContent portal={false} align="end" className="w-64 p-2">
      {status === 'unknown' ? (
        <div className="flex justify-center p-3">
          <Spinner size="sm" label="Checking your sign-in..." showLabel />
        </div>
      ) : signedIn ? (
        <>
          <DropdownMenuLabel className="truncate" title={user.email ?? undefined}>
            {user.email}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to={APP_ROUTES.account}>Account Settings</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={APP_ROUTES.orders}>My Orders</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={APP_ROUTES.wishlist}>My Wishlist</Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </DropdownMenuItem>
        </>
      ) : (
        <>
          <DropdownMenuItem disabled={googleBusy} aria-busy={googleBusy || undefined} onSelect={onGoogle}>
            <GoogleMark />
            Sign in with Google
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={APP_ROUTES.login} state={loginState}>
              Or use email
            </Link>
          </DropdownMenuItem>
        </>
      )}
    </DropdownMenuContent>
  );
}

/** Google's "G", drawn inline: no image request, and it must not be recoloured. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-4">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
