import { ChevronDown, LogOut, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@nexus-za/ui-kit/cn';
import { Spinner } from '@nexus-za/ui-kit/spinner';
import { signInWithGoogle, signOut } from '../auth/auth-client';
import { APP_ROUTES } from '../catalogue/routes';
import { greetingName } from '../domain/first-name';
import { connectSession, startSessionWhenIdle, useSessionStatus, useSessionUser } from '../stores/session-store';
import { DeferredDropdownMenu } from './deferred-menu';
import { headerButtonClass } from './header';

/**
 * The header's user menu, the kit's DropdownMenu loaded on first use. Signed out it offers Google and
 * email sign-in; signed in it shows the account's email and links to the shopper's pages. Opening it
 * loads the sign-in SDK. Escape, a click outside and choosing an item close it (focus returns to the
 * button). On a phone the button shows the icon and the greeting only.
 */
export function UserMenu() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);

  useEffect(() => startSessionWhenIdle(), []);

  const onOpenChange = (next: boolean) => {
    if (next) connectSession();
    setOpen(next);
  };

  const onGoogle = async (event: Event) => {
    // The menu stays open (busy) while the sign-in window is up, and closes once signed in.
    event.preventDefault();
    setGoogleBusy(true);
    const signedIn = await signInWithGoogle();
    setGoogleBusy(false);
    if (signedIn) setOpen(false);
  };

  const signedIn = status === 'signed-in' && user !== null;
  const buttonText = signedIn ? `Hi, ${greetingName(user.displayName)}!` : status === 'unknown' ? 'Account' : 'Sign in';
  const fromHere = { from: `${location.pathname}${location.search}` };

  return (
    <DeferredDropdownMenu
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        // Wide enough on desktop for 'Account' (shown until the sign-in state is known) and 'Sign in',
        // with the chevron at the end, so the answer arriving does not move anything.
        <button type="button" className={cn(headerButtonClass, 'h-10 justify-between px-2 text-sm font-semibold md:min-w-32')}>
          <User aria-hidden="true" className="size-5 shrink-0" />
          <span className="max-w-28 truncate md:max-w-none">{buttonText}</span>
          <ChevronDown
            aria-hidden="true"
            className="hidden size-4 transition-transform motion-reduce:transition-none data-[open]:rotate-180 md:block"
            data-open={open ? '' : undefined}
          />
        </button>
      }
    >
      {({ DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator }) => (
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
              <DropdownMenuItem disabled={googleBusy} aria-busy={googleBusy || undefined} onSelect={(event) => void onGoogle(event)}>
                <GoogleMark />
                Sign in with Google
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to={APP_ROUTES.login} state={fromHere}>
                  Or use email
                </Link>
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      )}
    </DeferredDropdownMenu>
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
