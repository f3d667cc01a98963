import { GREETING_FALLBACK_NAME } from '../domain/first-name';
import { useSessionStatus, useSessionUser } from '../stores/session-store';

/** The signed-in shopper's welcome line under the header. Announced politely when it appears. */
export function WelcomeBanner() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const name = user?.displayName?.trim() || GREETING_FALLBACK_NAME;
  return (
    <div role="status" className="empty:hidden">
      {status === 'signed-in' ? (
        <p className="bg-brand-800 px-4 py-2 text-center text-sm text-white">
          Welcome back, {name}! Enjoy your shopping experience.
        </p>
      ) : null}
    </div>
  );
}
