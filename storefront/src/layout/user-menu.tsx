import { ChevronDown, User } from '@nexus-za/ui-kit/icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cn } from '@nexus-za/ui-kit/cn';
import { signInWithGoogle } from '../auth/auth-client';
import { greetingName } from '../../core/domain/first-name';
import { connectSession, startSessionWhenIdle, useSessionStatus, useSessionUser } from '../stores/session-store';
import { DeferredDropdownMenu } from './deferred-menu';
import { headerButtonClass } from './count-badge';

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
        <button type="button" className={cn(headerButtonClass, 'h-10 justify-between gap-1.5 px-2 text-sm font-semibold md:min-w-32')}>
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
      {({ UserMenuContent }) => (
        <UserMenuContent status={status} user={user} googleBusy={googleBusy} onGoogle={(event) => void onGoogle(event)} loginState={fromHere} />
      )}
    </DeferredDropdownMenu>
  );
}
