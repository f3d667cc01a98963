import { createContext, useContext, useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'Nexus';
export const HOME_TITLE = 'Nexus | Electronics for South Africa';

/** 'Laptops' -> 'Laptops | Nexus', the title a browser tab and a shared link show. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/** The innermost screen's title and meta description, as the server writes them into the HTML's head. */
export interface ServerHead {
  title?: string;
  description?: string;
}

/** What the server renderer gives screens to report their head; browsers set it with effects instead. */
export interface ServerHeadCollector {
  setTitle: (title: string) => void;
  setDescription: (description: string) => void;
}

export const ServerHeadContext = createContext<ServerHeadCollector | null>(null);

/** A collector that fills `head`; render order is outside in, so the innermost screen's values win. */
export function collectServerHead(head: ServerHead): ServerHeadCollector {
  return {
    setTitle: (title) => {
      head.title = title;
    },
    setDescription: (description) => {
      head.description = description;
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
