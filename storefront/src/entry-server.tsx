import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import {
  collectServerHead,
  HOME_TITLE,
  PAGE_HEAD_ATTRIBUTE,
  ServerHeadContext,
  type ServerHead,
} from './platform/document-head';
import { SSR_ROOT_ATTRIBUTE } from './platform/interactive';
import { AppRoutes } from './app/routes';
import { publicOrigin, type HeadTag } from '../core/seo/head-tags';
import { PAGE_DATA_META, type PageData, type RenderData } from '../core/contract/page-data';
import { stockSnapshotHtml } from './platform/stock-snapshot';
import { ServerStockContext, serverStockOf } from './stores/stock-store';
import { ServerCartContext, serverCartOf } from './stores/cart-store';
import { cartCookieValue } from './stores/cart-cookie';

// Read once: a malformed PUBLIC_ORIGIN stops the server at start-up rather than on every page.
/** Node's environment: this entry runs on the server (the web app's tsconfig has no Node types, so no page can reach for them). */
declare const process: { env: Record<string, string | undefined> };
const ORIGIN = publicOrigin(process.env.PUBLIC_ORIGIN);

const ROOT = '<div id="root"></div>';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function attributesHtml(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** The head elements as HTML, marked as the screen's so that the browser can replace them later. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const attributes = `${attributesHtml(tag.attributes)} ${PAGE_HEAD_ATTRIBUTE}`;
      // The JSON is already safe inside <script> (jsonForScript), and must not be HTML-escaped.
      return tag.tag === 'script' ? `<script${attributes}>${tag.json}</script>` : `<${tag.tag}${attributes}>`;
    })
    .join('\n    ');
}

/** The server's figures for the page (PageData) as `<meta>` tags. */
export function pageDataHtml(data: PageData): string {
  return (Object.keys(PAGE_DATA_META) as (keyof PageData)[])
    .filter((key) => data[key] !== undefined)
    .map((key) => `<meta name="${PAGE_DATA_META[key]}" content="${escapeHtml(String(data[key]))}">`)
    .join('\n    ');
}

/**
 * The built `index.html` with the rendered root, marked for hydration, and the page's title,
 * description, canonical link, link-preview tags, structured data and the server's page data.
 */
export function fillTemplate(template: string, html: string, head: ServerHead, data: RenderData = {}): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render into`);
  const snapshot = data.stock ? stockSnapshotHtml(data.stock) : '';
  let page = template.replace(ROOT, () => `<div id="root" ${SSR_ROOT_ATTRIBUTE}>${html}</div>${snapshot}`);
  page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title ?? HOME_TITLE)}</title>`);
  if (head.description !== undefined) {
    const description = escapeHtml(head.description);
    page = page.replace(/(<meta name="description" content=")[^"]*(")/, (_match, start: string, end: string) => start + description + end);
  }
  if (head.tags && head.tags.length > 0) {
    const tags = headTagsHtml(head.tags);
    page = page.replace('</head>', () => `  ${tags}\n  </head>`);
  }
  const meta = pageDataHtml(data);
  if (meta) page = page.replace('</head>', () => `  ${meta}\n  </head>`);
  return page;
}

/**
 * Renders the page for `request` as the browser will hydrate it: the same routes and tree as `App`,
 * every lazily loaded screen resolved (prerender waits for them), the stores at their defaults (the
 * server has no browser storage) but for the cart, which the request's cart cookie carries, and
 * `data` (the server's figures, e.g. the flash sale's end) in the head. Returns the whole HTML
 * document with the screen's status (404 for a product that does not exist), or a screen's permanent
 * redirect (an old category name).
 */
export async function renderPage(request: Request, template: string, data: RenderData = {}): Promise<Response> {
  const url = new URL(request.url);
  const head: ServerHead = {};
  const { prelude } = await prerender(
    <StrictMode>
      <ServerHeadContext.Provider value={collectServerHead(head, ORIGIN)}>
        {/* The browser's stock store starts from the same snapshot (read from the HTML), so hydration matches. */}
        <ServerStockContext.Provider value={serverStockOf(data.stock ?? [])}>
          {/* The browser's cart store starts from the same cookie while it hydrates (cart-store.ts). */}
          <ServerCartContext.Provider value={serverCartOf(cartCookieValue(request.headers.get('cookie')))}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </ServerCartContext.Provider>
        </ServerStockContext.Provider>
      </ServerHeadContext.Provider>
    </StrictMode>,
    // One document, no streaming: every boundary inline, so no inline script (the CSP forbids them)
    // has to move finished boundaries into place.
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (head.redirect !== undefined) return new Response(null, { status: 301, headers: { Location: head.redirect } });
  return new Response(fillTemplate(template, html, head, data), {
    status: head.status ?? 200,
    // Every page's header counts the cart's items from the cookie.
    headers: { 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Cookie' },
  });
}
