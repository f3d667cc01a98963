import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { Card } from '@nexus-za/ui-kit/card';
import { categoryHref, isCategorySlug, PROMO_CARDS, type PromoCard } from '../../../core/catalogue';
import { LazyImage } from '../../components/lazy-image';
import { PageSection } from '../../components/page-section';

/** A promo card whose category may come from outside the catalogue's types (e.g. a CMS). */
export type PromoRowCard = Omit<PromoCard, 'category' | 'href'> & { category: string };

function PromoTile({ card }: { card: PromoRowCard }) {
  const titleId = `${card.id}-title`;
  const route = isCategorySlug(card.category) ? categoryHref(card.category) : null;
  return (
    <Card asChild>
      <li className="flex flex-col overflow-hidden">
        <LazyImage src={card.image.src} width={400} height={400} className="aspect-[4/3] h-auto w-full bg-surface-muted object-contain p-4" />
        <div className="flex flex-1 flex-col items-start gap-2 p-4">
          <h3 id={titleId} className="text-lg font-semibold">
            {card.title}
          </h3>
          <p className="text-sm text-ink-muted">{card.text}</p>
          {route ? (
            <Button asChild className="mt-auto">
              <Link to={route} aria-describedby={titleId}>
                Shop
              </Link>
            </Button>
          ) : (
            <Button
              className="mt-auto"
              aria-describedby={titleId}
              onClick={() => console.warn('No route defined for category', card.category)}
            >
              Shop
            </Button>
          )}
        </div>
      </li>
    </Card>
  );
}

/** Home section 4: four promo cards; Shop goes to the card's category. */
export function PromoRow({ cards = PROMO_CARDS }: { cards?: readonly PromoRowCard[] }) {
  return (
    <PageSection title="Promotions" titleClassName="sr-only" layoutClassName="block">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <PromoTile key={card.id} card={card} />
        ))}
      </ul>
    </PageSection>
  );
}
