/** The nine category slugs, in the order the header strip and menus show them. */
export const CATEGORY_SLUGS = [
  'laptops',
  'mobile-phones',
  'headphones',
  'televisions',
  'cameras',
  'gaming',
  'monitors',
  'accessories',
  'home-technology',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Names of the icons the header's category strip draws (the ui-kit maps them to SVG icons). */
export type CategoryIcon =
  | 'laptop'
  | 'smartphone'
  | 'headphones'
  | 'tv'
  | 'camera'
  | 'gamepad'
  | 'monitor'
  | 'watch'
  | 'home';

export interface Category {
  slug: CategorySlug;
  name: string;
  icon: CategoryIcon;
  description: string;
}

export const CATEGORIES: readonly Category[] = [
  { slug: 'laptops', name: 'Laptops', icon: 'laptop', description: 'Ultrabooks, workhorses and gaming laptops' },
  { slug: 'mobile-phones', name: 'Mobile Phones', icon: 'smartphone', description: 'Smartphones from entry level to flagship' },
  { slug: 'headphones', name: 'Headphones', icon: 'headphones', description: 'Noise-cancelling, wireless and in-ear audio' },
  { slug: 'televisions', name: 'Televisions', icon: 'tv', description: 'Smart, QLED and OLED TVs' },
  { slug: 'cameras', name: 'Cameras', icon: 'camera', description: 'Mirrorless, action and instant cameras' },
  { slug: 'gaming', name: 'Gaming', icon: 'gamepad', description: 'Consoles, handhelds and controllers' },
  { slug: 'monitors', name: 'Monitors', icon: 'monitor', description: 'Office, creative and high-refresh monitors' },
  { slug: 'accessories', name: 'Accessories', icon: 'watch', description: 'Wearables, chargers, mice and keyboards' },
  { slug: 'home-technology', name: 'Home Technology', icon: 'home', description: 'Smart speakers, lighting, security and streaming' },
];

/**
 * Old or mistyped category names that links in the wild still use; the category route redirects
 * them to the real slug.
 */
export const CATEGORY_ALIASES: Readonly<Record<string, CategorySlug>> = {
  television: 'televisions',
  mobilephones: 'mobile-phones',
};

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function getCategory(slug: CategorySlug): Category {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`Unknown category '${slug}'`);
  return category;
}

export function categoryName(slug: CategorySlug): string {
  return getCategory(slug).name;
}
