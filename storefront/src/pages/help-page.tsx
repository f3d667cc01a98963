import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Card, CardTitle } from '@nexus-za/ui-kit/card';
// From the catalogue's modules, not its index: the bundler would count the home page's content,
// which the index re-exports, as this page's too.
import {
  ABOUT_SECTION,
  CANCELLATION_HOURS,
  DELIVERY_SECTION,
  FAQ,
  HELP_SECTION_IDS,
  PAYMENT_METHODS,
  RETURN_DAYS,
  WARRANTY_YEARS,
} from '../../core/catalogue/help';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { STORE_HOURS_SUMMARY } from '../../core/catalogue/stores';

const SECTIONS = {
  faq: { id: HELP_SECTION_IDS.faq, title: 'Frequently asked questions' },
  shipping: { id: HELP_SECTION_IDS.shipping, title: DELIVERY_SECTION.title },
  returns: { id: HELP_SECTION_IDS.returns, title: 'Returns, cancellations & warranty' },
  trackOrder: { id: HELP_SECTION_IDS.trackOrder, title: 'Track your order' },
  about: { id: HELP_SECTION_IDS.about, title: ABOUT_SECTION.title },
} as const;

type HelpSectionInfo = (typeof SECTIONS)[keyof typeof SECTIONS];

/** One linkable section of the page: its card, its anchor and its heading, named as the page's table of contents names it. */
function HelpSection({ section, children }: { section: HelpSectionInfo; children: ReactNode }) {
  return (
    <Card asChild padding="lg" className="scroll-mt-24">
      <section id={section.id}>
        <CardTitle className="text-xl! font-bold!">{section.title}</CardTitle>
        {children}
      </section>
    </Card>
  );
}

/** A section that is paragraphs of catalogue text under its heading (delivery, about us). */
function TextSection({ section, paragraphs }: { section: HelpSectionInfo; paragraphs: readonly string[] }) {
  return (
    <HelpSection section={section}>
      <div className="mt-3 flex flex-col gap-2 text-ink-muted">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </HelpSection>
  );
}

const linkClass =
  'font-semibold text-brand-700 underline underline-offset-4 outline-none hover:text-brand-800 focus-visible:ring-3 focus-visible:ring-brand-500 focus-visible:ring-offset-2 rounded-sm';

/**
 * The page arrives after a lazy load, so the browser's own jump to `#shipping` has already happened
 * against an empty page; this repeats it once the section exists.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [hash]);
}

/** Help & Advice: FAQ, delivery times, returns and order tracking, each section linkable by id. */
export default function HelpPage() {
  useScrollToHash();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink">Help & Advice</h1>
        <p className="text-ink-muted">
          Answers about paying, delivery, returns and your orders. Still stuck? Ask Linda, our shopping assistant, or{' '}
          <Link to={APP_ROUTES.findStore} className={linkClass}>
            visit a store
          </Link>
          .
        </p>
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-2">
            {Object.values(SECTIONS).map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex rounded-pill bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 outline-none hover:bg-brand-100 focus-visible:ring-3 focus-visible:ring-brand-500"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <HelpSection section={SECTIONS.faq}>
        <div className="mt-4 divide-y divide-surface-sunken border-y border-surface-sunken">
          {FAQ.map((entry) => (
            <details key={entry.id} id={`faq-${entry.id}`} className="group py-1">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md px-2 py-3 font-semibold outline-none hover:bg-surface-muted focus-visible:ring-3 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
                {entry.question}
                <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <div className="px-2 pb-4 text-ink-muted">
                <p>{entry.answer}</p>
                {entry.id === 'payment-methods' ? (
                  <ul className="mt-2 list-disc pl-6">
                    {PAYMENT_METHODS.map((method) => (
                      <li key={method}>{method}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </details>
          ))}
        </div>
      </HelpSection>

      <TextSection section={SECTIONS.shipping} paragraphs={DELIVERY_SECTION.paragraphs} />

      <HelpSection section={SECTIONS.returns}>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-ink-muted">
          <li>
            Returns are accepted within {RETURN_DAYS} days of delivery for items that are unused and unopened, in their
            original packaging.
          </li>
          <li>You can cancel an order within {CANCELLATION_HOURS} hours of placing it.</li>
          <li>
            Every electronic product carries a {WARRANTY_YEARS}-year warranty against manufacturing faults.
          </li>
          <li>Bring returns to any of our stores, open {STORE_HOURS_SUMMARY}.</li>
        </ul>
      </HelpSection>

      <HelpSection section={SECTIONS.trackOrder}>
        <p className="mt-3 text-ink-muted">
          Your orders, with their status and expected delivery dates, are listed under{' '}
          <Link to={APP_ROUTES.orders} className={linkClass}>
            My Orders
          </Link>
          : signed in, every order of your account on any device; as a guest, the orders placed in this browser.
          For anything else, call or visit{' '}
          <Link to={APP_ROUTES.findStore} className={linkClass}>
            your nearest store
          </Link>
          .
        </p>
      </HelpSection>

      <TextSection section={SECTIONS.about} paragraphs={ABOUT_SECTION.paragraphs} />
    </div>
  );
}
