import { PageSection, type PageSectionProps } from '../../components/page-section';

/** A home page section: a PageSection with the home page's larger heading, marked for the layout tests. */
export function HomeSection({ id, ...props }: PageSectionProps & { id: string }) {
  return <PageSection data-home-section={id} titleClassName="text-2xl font-bold text-ink" {...props} />;
}
