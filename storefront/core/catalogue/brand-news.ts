import type { BrandFeature } from './content';
import { categoryHref } from './routes';

/** A card of the brand news on the category pages: the same parts as a brand feature (content.ts). */
export type NewsCard = BrandFeature;

export const BRAND_NEWS = {
  title: 'Brand news for you',
  cards: [
    {
      id: 'health-and-fitness',
      title: 'Health & Fitness',
      text: 'Smartwatches and fitness bands that coach your runs and your sleep.',
      href: categoryHref('accessories'),
      image: { src: '/images/banners/health-and-fitness.svg', alt: 'A fitness band showing a heart rate' },
    },
    {
      id: 'home-technology',
      title: 'Home Technology',
      text: 'Smart speakers, lighting and security for a connected home.',
      href: categoryHref('home-technology'),
      image: { src: '/images/banners/home-technology.svg', alt: 'A smart speaker next to a smart bulb' },
    },
  ] satisfies NewsCard[],
} as const;
