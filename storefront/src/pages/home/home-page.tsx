import { Suspense } from 'react';
import { usePageHead } from '../../platform/document-head';
import { homePageHead } from '../../../core/seo/home-head';
import { AllCategories } from './all-categories';
import { FeaturedCollections } from './featured-collections';
import { FlashSale } from './flash-sale';
import { HeroBanner } from './hero-banner';
import { PopularDepartments } from './popular-departments';
import { PromoRow } from './promo-row';
import { PrizeWheelArea } from './spin-controls';
import { SuperSale } from './super-sale';
import { Testimonials } from './testimonials';
import { TopBrands } from './top-brands';
import { VideoBanner } from './video-banner';

/**
 * Home: the spec's twelve parts, in its order. Below the banner the parts sit in Suspense boundaries
 * (alone or in pairs): nothing in them suspends, but a boundary lets React hydrate server HTML a
 * boundary at a time, yielding to the browser in between instead of blocking it for the whole page.
 */
export default function HomePage() {
  usePageHead(homePageHead);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6">
      <h1 className="sr-only">Nexus: electronics for South Africa</h1>
      <HeroBanner />
      <Suspense>
        <AllCategories />
      </Suspense>
      <Suspense>
        <FlashSale />
        <PromoRow />
      </Suspense>
      <Suspense>
        <SuperSale />
        <FeaturedCollections />
      </Suspense>
      <Suspense>
        <VideoBanner />
        <PopularDepartments />
      </Suspense>
      <Suspense>
        <TopBrands />
        <Testimonials />
      </Suspense>
      <PrizeWheelArea />
    </div>
  );
}
