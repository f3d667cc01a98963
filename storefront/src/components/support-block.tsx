import type { ReactNode } from 'react';
import { Clock, MapPin, MessageCircle, Phone, type IconComponent } from '@nexus-za/ui-kit/icons';
import { Link } from 'react-router-dom';
import { Card } from '@nexus-za/ui-kit/card';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { FLAGSHIP_STORE, STORE_HOURS_SUMMARY } from '../../core/catalogue/stores';
import { PageSection } from './page-section';

interface SupportItemProps {
  icon: IconComponent;
  title: string;
  children: ReactNode;
}

function SupportItem({ icon: Icon, title, children }: SupportItemProps) {
  return (
    <Card asChild elevation="flat" padding="sm" className="flex items-start gap-3">
      <li>
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p className="text-sm">
          <span className="block font-semibold">{title}</span>
          {children}
        </p>
      </li>
    </Card>
  );
}

const linkClass = 'text-brand-700 underline-offset-4 hover:underline';

/** Where to get help from a person: phone, store hours, stores, and Linda in the corner. */
export function SupportBlock() {
  return (
    <PageSection title="We are here to help">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SupportItem icon={Phone} title="Call us">
          <a href={`tel:${FLAGSHIP_STORE.phone.replaceAll(' ', '')}`} className={linkClass}>
            {FLAGSHIP_STORE.phone}
          </a>
        </SupportItem>
        <SupportItem icon={Clock} title="Store hours">
          {STORE_HOURS_SUMMARY}
        </SupportItem>
        <SupportItem icon={MapPin} title="Visit a store">
          <Link to={APP_ROUTES.findStore} className={linkClass}>
            Find a Store
          </Link>
        </SupportItem>
        <SupportItem icon={MessageCircle} title="Chat with Linda">
          Our shopping assistant is in the corner of every page.
        </SupportItem>
      </ul>
    </PageSection>
  );
}
