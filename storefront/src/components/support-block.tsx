import { useId } from 'react';
import { Clock, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@nexus-za/ui-kit/card';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { FLAGSHIP_STORE, STORE_HOURS_SUMMARY } from '../../core/catalogue/stores';

/** Where to get help from a person: phone, store hours, stores, and Linda in the corner. */
export function SupportBlock() {
  const titleId = useId();
  const item = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-600';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-xl font-bold text-ink">
        We are here to help
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card asChild elevation="flat" padding="sm" className={item}>
          <li>
            <Phone aria-hidden="true" className={icon} />
            <p className="text-sm">
              <span className="block font-semibold">Call us</span>
              <a href={`tel:${FLAGSHIP_STORE.phone.replaceAll(' ', '')}`} className="text-brand-700 underline-offset-4 hover:underline">
                {FLAGSHIP_STORE.phone}
              </a>
            </p>
          </li>
        </Card>
        <Card asChild elevation="flat" padding="sm" className={item}>
          <li>
            <Clock aria-hidden="true" className={icon} />
            <p className="text-sm">
              <span className="block font-semibold">Store hours</span>
              {STORE_HOURS_SUMMARY}
            </p>
          </li>
        </Card>
        <Card asChild elevation="flat" padding="sm" className={item}>
          <li>
            <MapPin aria-hidden="true" className={icon} />
            <p className="text-sm">
              <span className="block font-semibold">Visit a store</span>
              <Link to={APP_ROUTES.findStore} className="text-brand-700 underline-offset-4 hover:underline">
                Find a Store
              </Link>
            </p>
          </li>
        </Card>
        <Card asChild elevation="flat" padding="sm" className={item}>
          <li>
            <MessageCircle aria-hidden="true" className={icon} />
            <p className="text-sm">
              <span className="block font-semibold">Chat with Linda</span>
              Our shopping assistant is in the corner of every page.
            </p>
          </li>
        </Card>
      </ul>
    </section>
  );
}
