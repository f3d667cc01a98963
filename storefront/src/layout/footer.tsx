import { Globe, Truck } from '@nexus-za/ui-kit/icons';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { Input } from '@nexus-za/ui-kit/field';
import { PageSection } from '../components/page-section';
import {
  FOOTER_LINK_GROUPS,
  FOOTER_LOCALE,
  FOOTER_PAYMENT_METHODS,
  FOOTER_SHIPPING_NOTE,
} from '../../core/catalogue/footer';

// Deliberately loose: one '@' with text either side and a dot in the domain. The browser's own
// `type=email` check is stricter on some inputs and looser on others, so one rule is used everywhere.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_INVALID = 'Please enter a valid email address, e.g. thandi@example.co.za.';
export const NEWSLETTER_THANKS = 'Thanks for signing up! Look out for deals in your inbox.';

type NewsletterState = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'subscribed'; email: string };

/** Collects an address and thanks the shopper; no request is made (there is no mailing list yet). */
function NewsletterForm() {
  const [state, setState] = useState<NewsletterState>({ kind: 'idle' });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('email');
    const email = typeof raw === 'string' ? raw.trim() : '';
    if (!EMAIL_PATTERN.test(email)) {
      setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'subscribed', email });
    event.currentTarget.reset();
  }

  return (
    <PageSection title="Newsletter" titleClassName="text-base font-semibold text-white" layoutClassName="flex flex-col gap-3">
      <p className="text-sm text-brand-100">Deals and new arrivals, once a week.</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          label="Newsletter email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.co.za"
          error={state.kind === 'invalid' ? NEWSLETTER_INVALID : undefined}
          onChange={() => {
            if (state.kind !== 'idle') setState({ kind: 'idle' });
          }}
          fieldClassName="flex-1 [&_label]:text-white [&_[data-slot=field-error]]:text-danger-100"
        />
        <Button type="submit" variant="accent" className="sm:mt-6.5">
          Sign Up
        </Button>
      </form>
      <p role="status" className="text-sm font-medium text-success-100">
        {state.kind === 'subscribed' ? NEWSLETTER_THANKS : ''}
      </p>
    </PageSection>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="flex flex-col gap-3">
            <h2 className="text-base font-semibold">{group.title}</h2>
            <ul className="flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.href}
                    className="rounded-sm text-sm text-brand-100 underline-offset-4 outline-none hover:text-white hover:underline focus-visible:ring-3 focus-visible:ring-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <NewsletterForm />
        <PageSection title="We Accept" titleClassName="text-base font-semibold" layoutClassName="flex flex-col gap-3">
          <ul className="flex flex-wrap gap-2">
            {FOOTER_PAYMENT_METHODS.map((method) => (
              <li
                key={method}
                className="rounded-md border border-white/30 bg-white px-2 py-1 text-xs font-bold text-brand-900"
              >
                {method}
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
      <div className="border-t border-white/15">
        {/* Room at the bottom for the fixed buttons (cart badge, RESET SPIN, Linda), so they never cover the last line. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-36 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2">
            <Truck aria-hidden="true" className="size-4" />
            {FOOTER_SHIPPING_NOTE}
          </p>
          <p className="flex items-center gap-4">
            <span className="flex items-center gap-2">
              <Globe aria-hidden="true" className="size-4" />
              {FOOTER_LOCALE.region}
            </span>
            <span lang="en">{FOOTER_LOCALE.language}</span>
          </p>
          <p>© Nexus Retail (Pty) Ltd</p>
        </div>
      </div>
    </footer>
  );
}
