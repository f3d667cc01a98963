import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { BRAND_FEATURES, BRANDS, type Brand } from '../../../core/catalogue';
import { LazyImage } from '../../components/lazy-image';
import { CoverLinkCard } from './cover-link-card';
import { HomeSection } from './home-section';

function LogoList({ brands, copy }: { brands: readonly Brand[]; copy: boolean }) {
  return (
    <ul
      // The second copy only fills the loop: hidden from assistive tech and out of the tab order.
      aria-hidden={copy || undefined}
      inert={copy}
      className={copy ? 'logo-strip-copy flex shrink-0 gap-4 pr-4' : 'flex shrink-0 gap-4 pr-4'}
    >
      {brands.map((brand) => (
        <li key={brand.name}>
          <Link
            to={brand.href}
            className="block rounded-card outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
          >
            <LazyImage src={brand.logo.src} alt={copy ? '' : `${brand.name} products`} width={200} height={80} className="h-16 w-40" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

const FEATURE_PICTURE = { width: 800, height: 500, aspect: 'aspect-[8/5]' };

/** Home section 9: two large brand features and a scrolling strip of brand logos. */
export function TopBrands() {
  const [paused, setPaused] = useState(false);
  return (
    <HomeSection id="top-brands" title="Top Brands">
      <ul className="grid gap-4 md:grid-cols-2">
        {BRAND_FEATURES.map((feature) => (
          <CoverLinkCard key={feature.id} item={feature} picture={FEATURE_PICTURE} titleClassName="text-lg font-bold" bodyClassName="p-4">
            <p className="text-sm text-ink-muted">{feature.text}</p>
          </CoverLinkCard>
        ))}
      </ul>
      <div className="mt-2 flex items-center gap-2">
        <div data-paused={paused || undefined} className="logo-strip min-w-0 flex-1 overflow-hidden py-1">
          <div className="logo-strip-track flex w-max">
            <LogoList brands={BRANDS} copy={false} />
            <LogoList brands={BRANDS} copy />
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={paused}
          className="motion-reduce:hidden"
          onClick={() => setPaused(!paused)}
        >
          Pause logos
        </Button>
      </div>
    </HomeSection>
  );
}
