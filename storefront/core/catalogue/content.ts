import { categoryName, type CategorySlug } from './categories';
import { productsInCategory } from './products';
import { categoryHref, searchHref } from './routes';
import type { Link } from './footer';

export interface ImageRef {
  src: string;
  alt: string;
}

export interface BannerSlide {
  id: string;
  title: string;
  text: string;
  cta: Link;
  image: ImageRef;
}

/** The home page's rotating banner, in display order. */
export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'wearables',
    title: 'Wearables that keep up with you',
    text: 'Smartwatches and fitness bands from Apple, Samsung and Xiaomi to track every step, run and heartbeat.',
    cta: { label: 'Shop wearables', href: categoryHref('accessories') },
    image: { src: '/images/banners/wearables.svg', alt: 'A smartwatch and a fitness band on a teal background' },
  },
  {
    id: 'televisions',
    title: 'The big screen, made bigger',
    text: 'QLED, OLED and Mini LED TVs from Samsung, LG, Sony and Hisense, ready for the next match day.',
    cta: { label: 'Shop TVs', href: categoryHref('televisions') },
    image: { src: '/images/banners/televisions.svg', alt: 'A wall-mounted widescreen TV above a sound bar' },
  },
  {
    id: 'gadgets',
    title: 'Smart gadgets for a smarter home',
    text: 'Speakers, lights, doorbells and robot vacuums that make home life easier.',
    cta: { label: 'Shop gadgets', href: categoryHref('home-technology') },
    image: { src: '/images/banners/gadgets.svg', alt: 'A smart speaker, a light bulb and a video doorbell' },
  },
];

export interface PromoCard {
  id: string;
  title: string;
  text: string;
  category: CategorySlug;
  href: string;
  image: ImageRef;
}

function promoCard(id: string, title: string, text: string, category: CategorySlug, image: string): PromoCard {
  return { id, title, text, category, href: categoryHref(category), image: { src: image, alt: title } };
}

/** The row of four promo cards under the flash sale; Shop goes to the card's category. */
export const PROMO_CARDS: readonly PromoCard[] = [
  promoCard('promo-laptops', 'Laptops for work and study', 'Up to R 5 000 off selected models', 'laptops', '/images/products/macbook-air-m3.svg'),
  promoCard('promo-phones', 'Latest smartphones', 'Galaxy, iPhone, Pixel and more', 'mobile-phones', '/images/products/galaxy-s24-ultra.svg'),
  promoCard('promo-audio', 'Sound without the noise', 'Noise-cancelling headphones from R 1 999', 'headphones', '/images/products/sony-wh-1000xm5.svg'),
  promoCard('promo-gaming', 'Level up your gaming', 'Consoles and controllers', 'gaming', '/images/products/ps5-slim.svg'),
];

export interface SaleTile {
  id: string;
  title: string;
  text: string;
  href: string;
  image: ImageRef;
}

function saleTile(category: CategorySlug, text: string, image: string): SaleTile {
  const title = categoryName(category);
  return { id: `sale-${category}`, title, text, href: categoryHref(category), image: { src: image, alt: title } };
}

export const SUPER_SALE = {
  title: 'Electronics Super Sale',
  tiles: [
    saleTile('televisions', 'Save up to R 3 000 on smart TVs', '/images/products/samsung-65-qled-q70d.svg'),
    saleTile('monitors', 'Gaming monitors from R 5 499', '/images/products/odyssey-g5-27.svg'),
    saleTile('cameras', 'Mirrorless and instant cameras', '/images/products/canon-eos-r50.svg'),
    saleTile('accessories', 'Smartwatches up to R 1 500 off', '/images/products/galaxy-watch6.svg'),
    saleTile('home-technology', 'Smart home from R 999', '/images/products/nest-mini.svg'),
  ] satisfies SaleTile[],
  /** Products on deal, by id; cards read name, price and originalPrice from the catalogue. */
  featuredDealIds: [1, 17, 13, 25],
} as const;

export interface Collection {
  id: number;
  title: string;
  description: string;
  image: ImageRef;
  itemCount: number;
  href: string;
}

function collection(id: number, title: string, description: string, category: CategorySlug, image: string): Collection {
  return {
    id,
    title,
    description,
    image: { src: image, alt: title },
    itemCount: productsInCategory(category).length,
    href: categoryHref(category),
  };
}

export const FEATURED_COLLECTIONS: readonly Collection[] = [
  collection(1, 'Work & Study', 'Laptops that last a full day of lectures or meetings.', 'laptops', '/images/collections/work-and-study.svg'),
  collection(2, 'Home Cinema', 'Big screens for movie nights and match days.', 'televisions', '/images/collections/home-cinema.svg'),
  collection(3, 'Creator Kit', 'Cameras for vlogs, holidays and everything in between.', 'cameras', '/images/collections/creator-kit.svg'),
  collection(4, 'Game On', 'Consoles and controllers for every kind of player.', 'gaming', '/images/collections/game-on.svg'),
];

export interface Department {
  category: CategorySlug;
  name: string;
  href: string;
  image: ImageRef;
}

function department(category: CategorySlug, image: string): Department {
  const name = categoryName(category);
  return { category, name, href: categoryHref(category), image: { src: image, alt: name } };
}

export const POPULAR_DEPARTMENTS: readonly Department[] = [
  department('laptops', '/images/products/lenovo-ideapad-slim-5.svg'),
  department('mobile-phones', '/images/products/iphone-15.svg'),
  department('headphones', '/images/products/bose-qc-ultra.svg'),
  department('televisions', '/images/products/lg-55-oled-c4.svg'),
  department('gaming', '/images/products/switch-oled.svg'),
  department('home-technology', '/images/products/echo-dot-5.svg'),
];

export interface Brand {
  name: string;
  logo: ImageRef;
  href: string;
}

function brand(name: string, file: string): Brand {
  return { name, logo: { src: `/images/brands/${file}.svg`, alt: name }, href: searchHref(name) };
}

export const BRANDS: readonly Brand[] = [
  brand('Apple', 'apple'),
  brand('Samsung', 'samsung'),
  brand('Sony', 'sony'),
  brand('LG', 'lg'),
  brand('Lenovo', 'lenovo'),
  brand('HP', 'hp'),
  brand('Dell', 'dell'),
  brand('ASUS', 'asus'),
  brand('Canon', 'canon'),
  brand('JBL', 'jbl'),
  brand('Bose', 'bose'),
  brand('Xiaomi', 'xiaomi'),
  brand('Nintendo', 'nintendo'),
  brand('Logitech', 'logitech'),
];

export interface BrandFeature {
  id: string;
  title: string;
  text: string;
  href: string;
  image: ImageRef;
}

/** A picture that links somewhere under its title and a line of text (the brand features; the brand news, brand-news.ts, are the same). */
function pictureLink(id: string, title: string, text: string, href: string, src: string, alt: string): BrandFeature {
  return { id, title, text, href, image: { src, alt } };
}

/** The two large images beside the scrolling logo strip. */
export const BRAND_FEATURES: readonly BrandFeature[] = [
  pictureLink('samsung-galaxy', 'Samsung Galaxy', 'Phones, watches and tablets that work together.', searchHref('Samsung'), '/images/brands/feature-samsung-galaxy.svg', 'Samsung Galaxy phone and watch'),
  pictureLink('sony-audio', 'Sony Audio', 'Noise cancelling that lets the music speak.', searchHref('Sony'), '/images/brands/feature-sony-audio.svg', 'Sony over-ear headphones'),
];

export interface Testimonial {
  name: string;
  role: string;
  comment: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  initials: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Thandi Nkosi',
    role: 'Teacher, Durban',
    comment: 'My laptop arrived in three days and the team buy saved me a small fortune. Checkout was painless.',
    rating: 5,
    initials: 'TN',
  },
  {
    name: 'Pieter van der Merwe',
    role: 'Photographer, Stellenbosch',
    comment: 'Good prices on mirrorless cameras and Linda pointed me to the right store for a demo.',
    rating: 5,
    initials: 'PM',
  },
  {
    name: 'Aisha Patel',
    role: 'Software developer, Johannesburg',
    comment: 'The monitor I wanted was on sale and free delivery kicked in. Would buy again.',
    rating: 4,
    initials: 'AP',
  },
  {
    name: 'Sipho Dlamini',
    role: 'Student, Pretoria',
    comment: 'Won R500 on the prize wheel and put it towards new headphones. Easy returns too.',
    rating: 4,
    initials: 'SD',
  },
];

export const VIDEO_BANNER = {
  title: 'Nexus Live',
  text: 'Product launches and hands-on reviews, streamed from our Sandton store.',
  buttonLabel: 'Coming Soon!',
} as const;

// Split out so that what loads on every page (the footer's) or on some (the brand news, the flash
// sale's words) does not bring the home page's content along; exported here too, as before.
export { BRAND_NEWS, type NewsCard } from './brand-news';
export { FLASH_SALE } from './flash-sale';
export {
  FOOTER_LINK_GROUPS,
  FOOTER_LOCALE,
  FOOTER_PAYMENT_METHODS,
  FOOTER_SHIPPING_NOTE,
  type FooterLinkGroup,
  type Link,
} from './footer';
