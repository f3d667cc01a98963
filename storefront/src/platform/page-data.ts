import { PAGE_DATA_META, type PageData } from '../../core/contract/page-data';

/**
 * The server's figures for this document (see core/contract/page-data.ts), read from its `<meta>`
 * tags. A document the server did not render (vite dev, the fallback shell) has none: callers then
 * ask the API. The tags stay for the document's life, so client-side navigations read them too.
 */
export function readPageData(): PageData {
  if (typeof document === 'undefined') return {};
  const data: PageData = {};
  for (const key of Object.keys(PAGE_DATA_META) as (keyof PageData)[]) {
    const content = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_DATA_META[key]}"]`)?.content;
    if (content) data[key] = content;
  }
  return data;
}
