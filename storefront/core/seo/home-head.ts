import { APP_ROUTES } from '../catalogue/routes';
import { SITE_DESCRIPTION, SITE_NAME, type PageHead } from './head-tags';

/** The home page's head: the shop as an `Organization`, and a `WebSite` whose search engines can search it. */
export function homePageHead(origin: string): PageHead {
  return {
    canonicalPath: APP_ROUTES.home,
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: SITE_NAME,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: SITE_NAME,
        url: `${origin}/`,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}${APP_ROUTES.search}?query={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
