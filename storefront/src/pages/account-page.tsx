import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { Card } from '@nexus-za/ui-kit/card';
import { Spinner } from '@nexus-za/ui-kit/spinner';
import { signInWithGoogle, signOut, type AuthProvider } from '../auth/auth-client';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { connectSession, useSessionStatus, useSessionUser } from '../stores/session-store';

const PROVIDER_LABELS: Record<AuthProvider, string> = {
  google: 'Google',
  password: 'Email and password',
  other: 'Another provider',
};

const linkClass =
  'rounded-md font-semibold text-brand-700 underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-brand-500';

/** /account: the signed-in shopper's name, email and sign-in provider; signed out, a way to sign in. */
export default function AccountPage() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const [googleBusy, setGoogleBusy] = useState(false);

  useEffect(() => connectSession(), []);

  const onGoogle = async () => {
    setGoogleBusy(true);
    await signInWithGoogle();
    setGoogleBusy(false);
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Account Settings</h1>
      {status === 'unknown' ? (
        <Spinner label="Checking your sign-in..." showLabel />
      ) : status === 'signed-in' && user ? (
        <>
          <Card asChild padding="lg">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-ink-muted">Name</dt>
              <dd>{user.displayName ?? 'Not set'}</dd>
              <dt className="font-semibold text-ink-muted">Email</dt>
              <dd className="break-all">{user.email ?? 'Not set'}</dd>
              <dt className="font-semibold text-ink-muted">Signed in with</dt>
              <dd>{PROVIDER_LABELS[user.provider]}</dd>
            </dl>
          </Card>
          <div className="flex flex-wrap items-center gap-4">
            <Link to={APP_ROUTES.orders} className={linkClass}>
              My Orders
            </Link>
            <Link to={APP_ROUTES.wishlist} className={linkClass}>
              My Wishlist
            </Link>
            <Button variant="outline" className="ml-auto" onClick={() => void signOut()}>
              Sign Out
            </Button>
          </div>
        </>
      ) : (
        <Card asChild padding="lg">
          <section className="flex flex-col gap-4">
            <p>Sign in to see your account details. Browsing, your cart and checkout work without an account.</p>
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => void onGoogle()} disabled={googleBusy} aria-busy={googleBusy || undefined}>
                Sign in with Google
              </Button>
              <Button asChild variant="outline">
                <Link to={APP_ROUTES.login} state={{ from: APP_ROUTES.account }}>
                  Sign in with email
                </Link>
              </Button>
            </div>
          </section>
        </Card>
      )}
    </div>
  );
}
