/**
 * The catalogue's API paths (re-exported by api.ts). Apart from paths.ts so that pages which never
 * ask the catalogue API carry none of this in their first script.
 */
export const CATALOGUE_API = {
  product: (id: number) => `/api/products/${id}`,
  categoryProducts: (slug: string, params: QueryParams = {}) => withQuery(`/api/categories/${encodeURIComponent(slug)}/products`, params),
  search: (params: QueryParams) => withQuery('/api/search', params),
  suggest: (query: string) => withQuery('/api/search/suggest', { query }),
} as const;

export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** `path?a=1&b=2&b=3`: lists repeat their key; empty values are left out. */
function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) if (item !== '') search.append(key, item);
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
