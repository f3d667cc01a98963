import { ChevronDown, LogOut, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Spinner } from '@nexus-za/ui-kit/spinner';
import { signInWithGoogle, signOut } from '../auth/auth-client';
import { APP_ROUTES } from '../catalogue/routes';
import { greetingName } from '../domain/first-name';
import { connectSession, startSessionWhenIdle, useSessionStatus, useSessionUser } from '../stores/session-store';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-ink outline-none hover:bg-surface-muted focus-visible:ring-3 focus-visible:ring-brand-500 disabled:opacity-60';

/**
 * The header's user menu: a disclosure button and a panel of links and actions. Signed out it
 * offers Google and email sign-in; signed in it greets the shopper and links to their pages.
 * Opening it loads the sign-in SDK; it closes on Escape (focus returns to the button), on a click
 * outside, and on navigation.
 */
export function UserMenu() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const location = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The panel belongs to the location it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const [googleBusy, setGoogleBusy] = useState(false);

  useEffect(() => startSessionWhenIdle(), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    if (open) {
      setOpenOn(null);
      return;
    }
    connectSession();
    setOpenOn(location.key);
  };

  const closeAndFocusButton = () => {
    setOpenOn(null);
    buttonRef.current?.focus();
  };

  const onGoogle = async () => {
    setGoogleBusy(true);
    const signedIn = await signInWithGoogle();
    setGoogleBusy(false);
    if (signedIn) closeAndFocusButton();
  };

  const onSignOut = async () => {
    closeAndFocusButton();
    await signOut();
  };

  const signedIn = status === 'signed-in' && user !== null;
  const buttonText = signedIn ? `Hi, ${greetingName(user.displayName)}!` : status === 'unknown' ? 'Account' : 'Sign in';
  const fromHere = { from: `${location.pathname}${location.search}` };

  return (
    <div ref={rootRef} className="relative" data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        // Wide enough for 'Account' (shown until the sign-in state is known) and 'Sign in', with the
        // chevron at the end, so the answer arriving does not move anything.
        className="inline-flex h-10 min-w-32 items-center justify-between gap-1.5 rounded-md px-2 text-sm font-semibold outline-none hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white"
      >
        <User aria-hidden="true" className="size-5" />
        {buttonText}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform motion-reduce:transition-none data-[open]:rotate-180"
          data-open={open ? '' : undefined}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-overlay mt-2 w-64 rounded-card border border-surface-sunken bg-white p-2 text-ink shadow-overlay"
      >
        {status === 'unknown' ? (
          <div className="flex justify-center p-3">
            <Spinner size="sm" label="Checking your sign-in..." showLabel />
          </div>
        ) : signedIn ? (
          <>
            <p className="truncate px-3 pt-1 pb-2 text-sm text-ink-muted" title={user.email ?? undefined}>
              {user.email}
            </p>
            <ul className="flex flex-col border-t border-surface-sunken pt-1">
              <li>
                <Link to={APP_ROUTES.account} className={itemClass}>
                  Account Settings
                </Link>
              </li>
              <li>
                <Link to={APP_ROUTES.orders} className={itemClass}>
                  My Orders
                </Link>
              </li>
              <li>
                <Link to={APP_ROUTES.wishlist} className={itemClass}>
                  My Wishlist
                </Link>
              </li>
              <li>
                <button type="button" onClick={() => void onSignOut()} className={itemClass}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign Out
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul className="flex flex-col gap-1">
            <li>
              <button
                type="button"
                onClick={() => void onGoogle()}
                disabled={googleBusy}
                aria-busy={googleBusy || undefined}
                className={itemClass}
              >
                <GoogleMark />
                Sign in with Google
              </button>
            </li>
            <li>
              <Link to={APP_ROUTES.login} state={fromHere} className={itemClass}>
                Or use email
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
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
