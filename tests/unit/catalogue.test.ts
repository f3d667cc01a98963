import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  APP_ROUTES,
  BANNER_SLIDES,
  BRANDS,
  BRAND_FEATURES,
  BRAND_NEWS,
  CATEGORIES,
  CATEGORY_ALIASES,
  CATEGORY_SLUGS,
  DELIVERY_SECTION,
  FAQ,
  FEATURED_COLLECTIONS,
  FOOTER_LINK_GROUPS,
  FOOTER_PAYMENT_METHODS,
  PAYMENT_METHODS,
  POPULAR_DEPARTMENTS,
  PRODUCTS,
  PRODUCT_LABELS,
  PROMO_CARDS,
  STORES,
  SUPER_SALE,
  TESTIMONIALS,
  getProduct,
  productsInCategory,
  searchHref,
} from '../../storefront/core/catalogue';
import { isAppRoute } from './is-app-route';
import { formatRand } from '../../storefront/core/domain';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storefront/public');
const publicFile = (src: string): string => path.join(publicDir, src);

const cents = z.int().positive();
const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/-]+\.svg$/)
  .refine((src) => existsSync(publicFile(src)), 'image file is missing under storefront/public');
const route = z.string().refine(isAppRoute, 'not a route of the app');
const image = z.strictObject({ src: imagePath, alt: z.string().trim().min(1) });

const productSchema = z
  .strictObject({
    id: z.int().positive(),
    name: z.string().trim().min(3),
    brand: z.string().trim().min(1),
    description: z.string().trim().min(20),
    price: cents,
    originalPrice: cents.optional(),
    label: z.enum(PRODUCT_LABELS).optional(),
    category: z.enum(CATEGORY_SLUGS),
    image: imagePath.refine((src) => src.startsWith('/images/products/')),
    imageAlt: z.string().trim().min(1),
    specs: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).min(2),
  })
  .refine((product) => product.originalPrice === undefined || product.originalPrice > product.price, {
    message: 'originalPrice must be above price',
    path: ['originalPrice'],
  });

const catalogueSchema = z
  .array(productSchema)
  .min(40)
  .refine((products) => new Set(products.map((product) => product.id)).size === products.length, 'ids must be unique')
  .refine(
    (products) => CATEGORY_SLUGS.every((slug) => products.filter((product) => product.category === slug).length >= 3),
    'every category needs at least 3 products',
  );

describe('catalogue', () => {
  it('passes the schema', () => {
    const result = catalogueSchema.safeParse(PRODUCTS);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has at least 44 products and 4 per category, grouped by category in id order', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(44);
    for (const slug of CATEGORY_SLUGS) expect(productsInCategory(slug).length).toBeGreaterThanOrEqual(4);
    const order = PRODUCTS.map((product) => CATEGORY_SLUGS.indexOf(product.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(PRODUCTS.map((product) => product.id)).toEqual(PRODUCTS.map((_, index) => index + 1));
  });

  it('gives each product its own image with a title', () => {
    expect(new Set(PRODUCTS.map((product) => product.image)).size).toBe(PRODUCTS.length);
    for (const product of PRODUCTS) {
      const svg = readFileSync(publicFile(product.image), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain('<title>');
      expect(svg.length).toBeLessThan(2_500);
    }
  });

  it('ships the fallback image', () => {
    expect(readFileSync(publicFile('/images/fallback.svg'), 'utf8')).toContain('<title>Product image not available</title>');
  });

  it('has realistic South African prices', () => {
    expect(formatRand(getProduct(1)?.price ?? 0)).toBe('R 24 999');
    expect(getProduct(1)?.name).toMatch(/MacBook Air/);
    expect(formatRand(getProduct(13)?.price ?? 0)).toBe('R 7 999');
    expect(getProduct(13)?.name).toMatch(/WH-1000XM5/);
    expect(formatRand(getProduct(17)?.price ?? 0)).toBe('R 21 999');
    expect(getProduct(17)?.name).toMatch(/65" QLED/);
  });

  it('looks products up by id and category', () => {
    expect(getProduct(7)?.brand).toBe('Samsung');
    expect(getProduct(0)).toBeUndefined();
    expect(getProduct(9_999)).toBeUndefined();
    expect(productsInCategory('cameras').map((product) => product.id)).toEqual([21, 22, 23, 24]);
  });
});

describe('categories', () => {
  it('has the nine slugs, each with a name and description', () => {
    expect(CATEGORY_SLUGS).toEqual([
      'laptops',
      'mobile-phones',
      'headphones',
      'televisions',
      'cameras',
      'gaming',
      'monitors',
      'accessories',
      'home-technology',
    ]);
    expect(CATEGORIES.map((category) => category.slug)).toEqual(CATEGORY_SLUGS);
    expect(CATEGORIES.map((category) => category.name)).toEqual([
      'Laptops',
      'Mobile Phones',
      'Headphones',
      'Televisions',
      'Cameras',
      'Gaming',
      'Monitors',
      'Accessories',
      'Home Technology',
    ]);
  });

  it('aliases the spec’s broken names', () => {
    expect(CATEGORY_ALIASES).toEqual({ television: 'televisions', mobilephones: 'mobile-phones' });
  });
});

describe('routes', () => {
  it.each([
    '/',
    '/category',
    '/category/laptops',
    '/category/home-technology',
    '/product/1',
    '/product/46',
    '/search?query=Samsung',
    '/search?query=home+technology',
    '/search?query=phone&maxPrice=15000&sort=price-asc&brand=Samsung&brand=Apple&category=mobile-phones',
    '/find-store',
    '/wishlist',
    '/account',
    '/orders',
    '/login',
    '/cart',
    '/help-and-advice',
    // The help page's sections, which the footer and Linda link to.
    '/help-and-advice#faq',
    '/help-and-advice#shipping',
    '/help-and-advice#about',
  ])('accepts %s', (href) => {
    expect(isAppRoute(href)).toBe(true);
  });

  it.each([
    '',
    'category/headphones',
    '/category/gadgets',
    '/category/television',
    '/category/mobilephones',
    '/category/laptops/',
    '/product/0',
    '/product/9999',
    '/product/01',
    '/search',
    '/search?query=',
    '/search?query=%20',
    '/search?q=tv',
    '/search?query=tv&query=phone',
    '/search?query=tv&page=2',
    '/search?maxPrice=100',
    '/cart?x=1',
    '/help-and-advice#nowhere',
    '/help-and-advice?x=1#faq',
    '/cart#faq',
    '//evil.example',
    'https://example.com/',
    '/admin',
  ])('rejects %j', (href) => {
    expect(isAppRoute(href)).toBe(false);
  });

  it('builds search links that round-trip', () => {
    expect(searchHref('home technology')).toBe('/search?query=home+technology');
    expect(isAppRoute(searchHref('R&D <b>'))).toBe(true);
    const filtered = searchHref('phone', { maxPrice: 15_000, sort: 'price-asc', brands: ['Samsung'], categories: ['mobile-phones'] });
    expect(filtered).toBe('/search?query=phone&maxPrice=15000&sort=price-asc&brand=Samsung&category=mobile-phones');
    expect(isAppRoute(filtered)).toBe(true);
  });

  it('lists the app routes', () => {
    expect(Object.values(APP_ROUTES)).toEqual([
      '/',
      '/search',
      '/category',
      '/category/:categoryName',
      '/product/:id',
      '/find-store',
      '/wishlist',
      '/account',
      '/orders',
      '/orders/:orderNumber',
      '/orders/:orderNumber/invoice',
      '/checkout/details',
      '/checkout/payment',
      '/login',
      '/cart',
      '/help-and-advice',
      '/team/:code',
      '/desk/*',
    ]);
  });
});

describe('home content', () => {
  const link = z.strictObject({ label: z.string().min(1), href: route });

  it('has 3 banner slides pointing at accessories, televisions and home technology', () => {
    z.array(z.strictObject({ id: z.string(), title: z.string().min(1), text: z.string().min(1), cta: link, image })).length(3).parse(BANNER_SLIDES);
    expect(BANNER_SLIDES.map((slide) => slide.cta.href)).toEqual(['/category/accessories', '/category/televisions', '/category/home-technology']);
  });

  it('has 4 promo cards, each going to its category', () => {
    z.array(
      z.strictObject({ id: z.string(), title: z.string().min(1), text: z.string().min(1), category: z.enum(CATEGORY_SLUGS), href: route, image }),
    )
      .length(4)
      .parse(PROMO_CARDS);
    for (const card of PROMO_CARDS) expect(card.href).toBe(`/category/${card.category}`);
  });

  it('has the Electronics Super Sale with 5 tiles and 4 deals on real, reduced products', () => {
    expect(SUPER_SALE.title).toBe('Electronics Super Sale');
    z.array(z.strictObject({ id: z.string(), title: z.string(), text: z.string(), href: route, image })).length(5).parse(SUPER_SALE.tiles);
    expect(SUPER_SALE.featuredDealIds).toHaveLength(4);
    for (const id of SUPER_SALE.featuredDealIds) {
      const product = getProduct(id);
      expect(product, `deal ${id}`).toBeDefined();
      expect(product?.originalPrice).toBeGreaterThan(product?.price ?? Infinity);
    }
  });

  it('has 4 featured collections with honest item counts', () => {
    z.array(
      z.strictObject({ id: z.int(), title: z.string().min(1), description: z.string().min(1), image, itemCount: z.int().positive(), href: route }),
    )
      .length(4)
      .parse(FEATURED_COLLECTIONS);
    for (const collection of FEATURED_COLLECTIONS) {
      const slug = collection.href.replace('/category/', '');
      expect(collection.itemCount).toBe(PRODUCTS.filter((product) => product.category === slug).length);
    }
  });

  it('links departments, brands and news to real routes with images', () => {
    const card = z.object({ href: route, image }).loose();
    z.array(card).min(4).parse(POPULAR_DEPARTMENTS);
    z.array(z.strictObject({ name: z.string().min(1), logo: image, href: route })).min(8).parse(BRANDS);
    z.array(card).length(2).parse(BRAND_FEATURES);
    expect(BRAND_NEWS.title).toBe('Brand news for you');
    expect(BRAND_NEWS.cards.map((news) => [news.title, news.href])).toEqual([
      ['Health & Fitness', '/category/accessories'],
      ['Home Technology', '/category/home-technology'],
    ]);
    z.array(card).parse(BRAND_NEWS.cards);
  });

  it('finds products for every brand it shows', () => {
    for (const brand of BRANDS) expect(PRODUCTS.some((product) => product.brand === brand.name), brand.name).toBe(true);
  });

  it('has testimonials with ratings 1-5 and matching initials', () => {
    z.array(
      z.strictObject({
        name: z.string().min(1),
        role: z.string().min(1),
        comment: z.string().min(10),
        rating: z.int().min(1).max(5),
        initials: z.string().regex(/^[A-Z]{2}$/),
      }),
    )
      .min(3)
      .parse(TESTIMONIALS);
    for (const testimonial of TESTIMONIALS) {
      const words = testimonial.name.split(' ');
      expect(testimonial.initials).toBe(`${words[0]?.[0]}${words.at(-1)?.[0]?.toUpperCase()}`);
    }
  });

  it('has the footer groups of the spec, all linking to real routes', () => {
    expect(FOOTER_LINK_GROUPS.map((group) => [group.title, group.links.map((entry) => entry.label)])).toEqual([
      ['Delivery & returns', ['Shipping information', 'Returns & refunds', 'Track your order', 'Help & FAQs']],
      ['About', ['About Us', 'Contact us']],
    ]);
    for (const group of FOOTER_LINK_GROUPS) z.array(link).parse(group.links);
    // Only what checkout takes.
    expect(FOOTER_PAYMENT_METHODS).toEqual(['Visa', 'Mastercard', 'American Express']);
  });
});

describe('help and stores', () => {
  it('lists the payment methods and policies', () => {
    expect(PAYMENT_METHODS).toEqual(['Visa', 'Mastercard', 'American Express']);
    const answers = Object.fromEntries(FAQ.map((entry) => [entry.id, entry.answer]));
    expect(answers).toEqual({
      'payment-methods': 'We accept Visa, Mastercard and American Express credit and debit cards, paid securely at checkout.',
      returns: 'You can return items within 14 days of delivery, as long as they are unused and unopened in their original packaging.',
      cancellation: 'Yes. Orders can be cancelled within 24 hours of being placed.',
      warranty: 'All electronics come with a 1-year warranty.',
      'store-hours': 'Our stores are open Mon-Fri, 9am to 6pm.',
    });
  });

  it('states delivery times and shipping costs', () => {
    expect(DELIVERY_SECTION.title).toBe('Delivery & Shipping Times');
    expect(DELIVERY_SECTION.paragraphs).toEqual([
      'Delivered within 4 days of your order, anywhere in South Africa.',
      'Delivery is free on orders of R 1 000 or more; smaller orders pay a flat R 99.',
    ]);
  });

  it('lists 5 stores with addresses, phones and Mon-Fri 9am-6pm hours', () => {
    expect(STORES.map((store) => store.name)).toEqual([
      'Nexus Sandton',
      'Nexus Cape Town V&A Waterfront',
      'Nexus Durban Gateway',
      'Nexus Pretoria Menlyn',
      'Nexus Gqeberha Baywest',
    ]);
    z.array(
      z.strictObject({
        id: z.string().regex(/^[a-z-]+$/),
        name: z.string().min(1),
        addressLines: z.array(z.string().min(1)).min(2),
        province: z.string().min(1),
        phone: z.string().regex(/^0\d{2} \d{3} \d{4}$/),
        hours: z.array(z.strictObject({ days: z.string(), hours: z.string() })).min(1),
      }),
    ).parse(STORES);
    for (const store of STORES) expect(store.hours).toEqual([{ days: 'Monday to Friday', hours: '9am to 6pm' }]);
  });
});
