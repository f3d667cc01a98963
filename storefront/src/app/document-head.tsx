import { useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'Nexus';
export const HOME_TITLE = 'Nexus | Electronics for South Africa';

/** 'Laptops' -> 'Laptops | Nexus', the title a browser tab and a shared link show. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/** Sets `document.title` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
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
