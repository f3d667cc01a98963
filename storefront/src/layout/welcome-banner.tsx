import { GREETING_FALLBACK_NAME } from '../../core/domain/first-name';
import { useSessionStatus, useSessionUser } from '../stores/session-store';

/**
 * The signed-in shopper's welcome line under the header. Announced politely when it appears. On a
 * phone it is read out but not shown: the header stays one row plus the search, and its account
 * button already greets the shopper ('Hi, Thandi!').
 */
export function WelcomeBanner() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const name = user?.displayName?.trim() || GREETING_FALLBACK_NAME;
  return (
    <div role="status" className="empty:hidden">
      {status === 'signed-in' ? (
        <p className="sr-only md:not-sr-only md:bg-brand-800 md:px-4 md:py-2 md:text-center md:text-sm md:text-white">
          Welcome back, {name}! Enjoy your shopping experience.
        </p>
      ) : null}
    </div>
  );
}
