import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { headTags, SITE_NAME, type HeadTag, type PageHead } from '../../core/seo/head-tags';

export { SITE_NAME };
export const HOME_TITLE = 'Nexus | Electronics for South Africa';

/** 'Laptops' -> 'Laptops | Nexus', the title a browser tab and a shared link show. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/** The innermost screen's head and HTTP status, as the server writes them into its response. */
export interface ServerHead {
  title?: string;
  description?: string;
  /** Canonical link, Open Graph and Twitter tags, JSON-LD: absolute against the public origin. */
  tags?: HeadTag[];
  /** A screen's own status, e.g. 404 for a product that does not exist. */
  status?: number;
  /** Where the address permanently lives now (an old category name): the server answers 301 there. */
  redirect?: string;
}

/** What the server renderer gives screens to report their head; browsers set it with effects instead. */
export interface ServerHeadCollector {
  /** The site's public origin (PUBLIC_ORIGIN), for absolute addresses. */
  origin: string;
  setTitle: (title: string) => void;
  setDescription: (description: string) => void;
  setTags: (tags: HeadTag[]) => void;
  setStatus: (status: number) => void;
  setRedirect: (location: string) => void;
}

export const ServerHeadContext = createContext<ServerHeadCollector | null>(null);

/** A collector that fills `head`; render order is outside in, so the innermost screen's values win. */
export function collectServerHead(head: ServerHead, origin: string): ServerHeadCollector {
  return {
    origin,
    setTitle: (title) => {
      head.title = title;
    },
    setDescription: (description) => {
      head.description = description;
    },
    setTags: (tags) => {
      head.tags = tags;
    },
    setStatus: (status) => {
      head.status = status;
    },
    setRedirect: (location) => {
      head.redirect = location;
    },
  };
}

/** Sets `document.title` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  const serverHead = useContext(ServerHeadContext);
  serverHead?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** Sets the page's meta description (what link previews show), restoring the site-wide one on leave. */
export function useMetaDescription(description: string): void {
  const serverHead = useContext(ServerHeadContext);
  serverHead?.setDescription(description);
  useEffect(() => {
    const meta = descriptionMeta();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}

/** Gives a screen whose component does not set a title (static pages) its document title. */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** Marks the head elements a screen put there, so the next screen replaces exactly those. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

let browserOrigin: string | undefined;

/**
 * The public origin in the browser: the one the server's canonical link was written with (the
 * configured PUBLIC_ORIGIN, which the browser cannot read), else the page's own origin.
 */
function originInBrowser(): string {
  if (browserOrigin === undefined) {
    const canonical = document.head.querySelector<HTMLLinkElement>(`link[rel="canonical"][${PAGE_HEAD_ATTRIBUTE}]`);
    browserOrigin = canonical ? new URL(canonical.href).origin : window.location.origin;
  }
  return browserOrigin;
}

function createHeadElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  // JSON-LD is data, not script: the browser never runs it, so the CSP (script-src 'self') allows it.
  if (tag.tag === 'script') element.textContent = tag.json;
  element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
  return element;
}

/**
 * Gives the calling screen its canonical link, link-preview tags and structured data (`build` gets
 * the public origin). On the server they go into the HTML; in the browser the screen's elements
 * replace the previous screen's when it mounts and are removed when it unmounts, so a screen with
 * no head of its own never shows another's.
 */
export function usePageHead(build: (origin: string) => PageHead): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.setTags(headTags(build(serverHead.origin), serverHead.origin));
  const key = typeof window === 'undefined' ? '' : JSON.stringify(headTags(build(originInBrowser()), originInBrowser()));
  useEffect(() => {
    const tags = JSON.parse(key) as HeadTag[];
    for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) element.remove();
    const elements = tags.map(createHeadElement);
    document.head.append(...elements);
    return () => {
      for (const element of elements) element.remove();
    };
  }, [key]);
}

/** The HTTP status the server answers the calling screen with (e.g. 404); browsers ignore it. */
export function useHttpStatus(status: number): void {
  useContext(ServerHeadContext)?.setStatus(status);
}

/**
 * On the server, answers the calling screen with a permanent redirect to `location` (301) instead of
 * its HTML; browsers ignore it (the screen navigates there itself, with `<Navigate>`).
 */
export function useServerRedirect(location: string): void {
  useContext(ServerHeadContext)?.setRedirect(location);
}
