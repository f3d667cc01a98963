import { ArrowLeft } from '@nexus-za/ui-kit/icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { focusFirstInvalid, Input } from '@nexus-za/ui-kit/field';
import { createAccount, signInWithEmail } from '../auth/auth-client';
import { AuthFailure, credentialProblems, MIN_PASSWORD_LENGTH, type AuthField } from '../auth/auth-errors';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { connectSession, useSessionStatus, useSessionUser } from '../stores/session-store';

type Mode = 'sign-in' | 'create';
type Errors = Partial<Record<AuthField, string>>;

/** Where to return after signing in: the page that sent the shopper here, if it is one of ours. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const { from } = state;
    // Only same-site paths: never '//elsewhere', and never back to this page.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(APP_ROUTES.login)) {
      return from;
    }
  }
  return APP_ROUTES.home;
}

/** /login: email and password sign-in, and account creation with an optional display name. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSessionStatus();
  const user = useSessionUser();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const destination = returnPath(location.state);
  const creating = mode === 'create';

  useEffect(() => connectSession(), []);

  const showProblems = (next: Errors) => {
    // The messages must be in the page before focus lands, so the field is announced with its error.
    flushSync(() => {
      setErrors(next);
      setBusy(false);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = credentialProblems({ email, password, creating });
    if (problems.length > 0) {
      showProblems(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])) as Errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (creating) await createAccount(email, password, displayName);
      else await signInWithEmail(email, password);
      void navigate(destination, { replace: true });
    } catch (error) {
      const failure = error instanceof AuthFailure ? error : new AuthFailure(error);
      showProblems({ [failure.field]: failure.message });
    }
  };

  const switchMode = () => {
    setMode(creating ? 'sign-in' : 'create');
    setErrors({});
  };

  const backLink = (
    <Link
      to={destination}
      className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {destination === APP_ROUTES.home ? 'Back to the store' : 'Back to where you were'}
    </Link>
  );

  if (status === 'signed-in' && user && !busy) {
    return (
      <section aria-labelledby={headingId} className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10">
        <h1 id={headingId} className="text-2xl font-bold">
          You are signed in
        </h1>
        <p>
          Signed in as <strong>{user.email ?? user.displayName}</strong>. Sign out from the menu at the top of the page.
        </p>
        <div className="flex flex-wrap gap-4">
          {backLink}
          <Link to={APP_ROUTES.account} className="text-sm font-medium text-brand-700 underline underline-offset-4">
            Account Settings
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      {backLink}
      <div className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold">
          {creating ? 'Create account' : 'Sign in'}
        </h1>
        <p className="text-sm text-ink-muted">
          {creating
            ? 'Create an account to see your orders and keep your details.'
            : 'Sign in with your email address and password.'}
        </p>
      </div>
      <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-labelledby={headingId}>
        {errors.form ? (
          <p
            tabIndex={-1}
            role="alert"
            className="rounded-md border border-danger-600 bg-danger-100 px-3 py-2 text-sm font-medium text-danger-700 outline-none focus-visible:ring-3 focus-visible:ring-danger-600/40"
          >
            {errors.form}
          </p>
        ) : null}
        {creating ? (
          <Input
            label="Display name"
            description="Optional. We greet you with your first name."
            name="displayName"
            autoComplete="name"
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        ) : null}
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete={creating ? 'new-password' : 'current-password'}
          required
          description={creating ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? (creating ? 'Creating account...' : 'Signing in...') : creating ? 'Create account' : 'Sign in'}
        </Button>
      </form>
      <p className="text-sm">
        {creating ? 'Already have an account?' : 'New to Nexus?'}{' '}
        <button
          type="button"
          onClick={switchMode}
          className="rounded-md font-semibold text-brand-700 underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
        >
          {creating ? 'Sign in instead' : 'Create account'}
        </button>
      </p>
    </section>
  );
}
