import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { BannerCarousel } from '@nexus-za/ui-kit/carousel';
import { BANNER_SLIDES } from '../../../core/catalogue';

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;
const ROTATION_MS = 5_000;

/** Home section 1: the rotating banner. Its first image is the page's largest paint, so it loads first. */
export function HeroBanner() {
  return (
    <BannerCarousel aria-label="Featured offers" intervalMs={ROTATION_MS}>
      {BANNER_SLIDES.map((slide, index) => {
        const first = index === 0;
        return (
          <div key={slide.id} className="flex flex-col overflow-hidden rounded-card bg-brand-900 text-white">
            <img
              src={slide.image.src}
              alt={slide.image.alt}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              // The later slides are a few KB and due within seconds; lazy loading would leave them blank
              // as they slide in, so they load straight away but after the first.
              loading="eager"
              fetchPriority={first ? 'high' : 'low'}
              className="aspect-[3/1] h-auto w-full"
            />
            <div className="flex flex-col items-start gap-3 p-5 md:flex-row md:items-center md:justify-between md:gap-6 md:px-8">
              <div className="flex flex-col gap-1">
                <h2 className="text-xl font-bold md:text-2xl">{slide.title}</h2>
                <p className="text-brand-100">{slide.text}</p>
              </div>
              <Button asChild variant="accent" size="lg" className="shrink-0">
                <Link to={slide.cta.href}>{slide.cta.label}</Link>
              </Button>
            </div>
          </div>
        );
      })}
    </BannerCarousel>
  );
}
