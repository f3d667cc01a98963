import { Link } from 'react-router-dom';
import { Card, CardDescription, CardHeader, CardTitle } from '@nexus-za/ui-kit/card';
// From the catalogue's modules, not its index (see help-page.tsx).
import { HELP_SECTION_IDS } from '../../core/catalogue/help';
import { helpHref } from '../../core/catalogue/routes';
import { STORE_HOURS_SUMMARY, STORES, type Store } from '../../core/catalogue/stores';

/** Phone numbers are printed South African style ('010 500 4201'); a tel: link needs the +27 form. */
function telHref(phone: string): string {
  return `tel:+27${phone.replace(/\s/g, '').replace(/^0/, '')}`;
}

function StoreCard({ store }: { store: Store }) {
  return (
    <li>
      <Card asChild padding="md">
        <article className="flex h-full flex-col gap-4">
          <CardHeader className="gap-0!">
            <CardTitle className="font-bold! text-ink">{store.name}</CardTitle>
            <CardDescription>{store.province}</CardDescription>
          </CardHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3">
            <dt className="font-semibold text-ink">Address</dt>
            <dd>
              <address className="not-italic">
                {store.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
            <dt className="font-semibold text-ink">Phone</dt>
            <dd>
              <a
                href={telHref(store.phone)}
                className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 outline-none hover:text-brand-800 focus-visible:ring-3 focus-visible:ring-brand-500"
              >
                <span className="sr-only">Call {store.name} on </span>
                {store.phone}
              </a>
            </dd>
            <dt className="font-semibold text-ink">Hours</dt>
            <dd>
              <ul>
                {store.hours.map((slot) => (
                  <li key={slot.days}>
                    {slot.days}, {slot.hours}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </article>
      </Card>
    </li>
  );
}

/** Find a Store: every Nexus store with its address, phone number and opening hours. */
export default function FindStorePage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink">Find a Store</h1>
        <p className="text-ink-muted">
          See, try and collect your electronics at one of our {STORES.length} stores. All stores are open {STORE_HOURS_SUMMARY} and
          accept returns for online orders (see{' '}
          <Link
            to={helpHref(HELP_SECTION_IDS.returns)}
            className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 outline-none hover:text-brand-800 focus-visible:ring-3 focus-visible:ring-brand-500"
          >
            Returns & refunds
          </Link>
          ).
        </p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {STORES.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </ul>
    </div>
  );
}
