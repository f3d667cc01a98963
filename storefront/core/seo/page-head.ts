// The head of every page (head-tags.ts) and of each page (product-head.ts, category-head.ts,
// home-head.ts), in one place for the server and the tests. The web app imports the modules
// themselves: through this one the bundler would put every page's head in the first chunk.
export {
  breadcrumbList,
  decimalPrice,
  DEFAULT_PUBLIC_ORIGIN,
  headTags,
  jsonForScript,
  publicOrigin,
  SITE_DESCRIPTION,
  SITE_NAME,
  type Crumb,
  type HeadTag,
  type JsonLd,
  type PageHead,
} from './head-tags';
export { categoryPageHead } from './category-head';
export { homePageHead } from './home-head';
export { productCrumbs, productPageHead } from './product-head';
