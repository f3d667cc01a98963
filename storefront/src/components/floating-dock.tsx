import { createContext, use, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where pages' controls go: the dock's 'Quick actions' group, once it is in the document. A store
 * outside React state, so that the context's value never changes: the dock's element arrives in the
 * first commit, and a changed context value then would reach every Suspense boundary still waiting
 * for its code below the layout (a screen hydrating), which React can only client-render, replacing
 * the server's buttons and losing the taps made on them before the app loaded (app/interactive.ts).
 */
interface FloatingDockTarget {
  get: () => HTMLElement | null;
  set: (element: HTMLElement | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createDockTarget(): FloatingDockTarget {
  let target: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => target,
    set: (element) => {
      if (element === target) return;
      target = element;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const FloatingDockContext = createContext<FloatingDockTarget>(createDockTarget());

/** Lets the pages inside it put controls into the one `FloatingDock`. */
export function FloatingDockProvider({ children }: { children: ReactNode }) {
  const [target] = useState(createDockTarget);
  return <FloatingDockContext value={target}>{children}</FloatingDockContext>;
}

const noTargetOnServer = () => null;

/**
 * The one bar of controls that stays in view: an opaque strip across the bottom of the
 * viewport, pages' controls on the left (RESET SPIN, the floating cart), `children` (Linda) on the
 * right. Separate floating buttons covered titles, prices and Add to Cart; a full-width bar instead
 * ends the visible page above it, like the screen's edge, and the layout reserves its height
 * (`--floating-dock-height`) below the footer and as scroll padding, so the last content and any
 * focused control can always scroll clear of it.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  const { set } = use(FloatingDockContext);
  return (
    <div
      data-slot="floating-dock"
      className="fixed inset-x-0 bottom-0 z-header flex h-(--floating-dock-height) items-center gap-2 border-t border-surface-sunken bg-white px-4 shadow-[0_-2px_8px_rgb(0_0_0/0.06)]"
    >
      {/* Hidden while empty, so pages without controls of their own show no empty landmark. */}
      <div ref={set} role="region" aria-label="Quick actions" className="flex items-center gap-2 empty:hidden" />
      <div className="ml-auto">{children}</div>
    </div>
  );
}

/**
 * Puts a page's controls into the dock, for as long as the page is shown. They appear once the app
 * runs in the browser (the dock is filled after it mounts), as every control in it needs the app.
 */
export function FloatingDockItem({ children }: { children: ReactNode }) {
  const dock = use(FloatingDockContext);
  const target = useSyncExternalStore(dock.subscribe, dock.get, noTargetOnServer);
  return target ? createPortal(children, target) : null;
}
