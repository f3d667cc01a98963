'use client';

import * as React from 'react';

// Radix Toast, the icons and the region's markup load on demand (toast-region.tsx).
const loadRegion = () => import('./toast-region');
const ToastRegion = React.lazy(loadRegion);

export type ToastType = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'error' is announced assertively (interrupting), the others politely. @default 'info' */
  type?: ToastType;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast before it times out. */
  dismiss: (id: string) => void;
}

export interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = React.createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: React.ReactNode;
  /** How long a toast stays, in milliseconds; paused while hovered or focused. @default 3000 */
  duration?: number;
  /** The name of the notifications region; `{hotkey}` is replaced by the hotkey. @default 'Notifications ({hotkey})' */
  label?: string;
  /** Keys that move focus to the notifications region. @default ['F8'] */
  hotkey?: string[];
  /** Classes for the viewport that stacks the toasts. */
  viewportClassName?: string;
}

/** Fetches the region's code ahead of the first toast, on the shopper's first tap, click or key; returns a cancel. */
function preloadOnFirstInput(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const preload = () => {
    stop();
    void loadRegion().catch(() => {
      // Offline or a stale deploy: the first toast tries again, and React shows what it can.
    });
  };
  const stop = () => {
    for (const type of events) window.removeEventListener(type, preload, true);
  };
  for (const type of events) window.addEventListener(type, preload, { capture: true, passive: true });
  return stop;
}

/**
 * Holds the toasts of an app and renders them in a labelled notifications region (F8 moves focus to
 * it). Toasts close after `duration`, pause while hovered or focused, and can be swiped away.
 *
 * The region's code (Radix Toast, about 10 KB gzip) is not part of a visit that shows no toast: it is
 * fetched on the first tap, click or key press (most toasts answer one), and the region mounts with
 * the first toast, which appears (and is announced) as soon as the code is there. From then on the
 * region stays, so the hotkey reaches it; before the first toast there is nothing to move focus to.
 * Nothing renders on the server.
 *
 * State attributes on each toast: `data-type="success" | "error" | "info"`, Radix's
 * `data-state="open" | "closed"` and `data-swipe="start" | "move" | "cancel" | "end"`; its dismiss
 * button (a kit `IconButton`) has `data-hovered` and `data-focus-visible`.
 */
export function ToastProvider({
  children,
  duration = 3000,
  label = 'Notifications ({hotkey})',
  hotkey,
  viewportClassName,
}: ToastProviderProps) {
  const [toasts, setToasts] = React.useState<ToastEntry[]>([]);
  const nextId = React.useRef(0);

  const toast = React.useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const dismiss = React.useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const api = React.useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  const [regionWanted, setRegionWanted] = React.useState(false);
  React.useEffect(preloadOnFirstInput, []);
  if (!regionWanted && toasts.length > 0) setRegionWanted(true);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {regionWanted || toasts.length > 0 ? (
        <React.Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            onClosed={dismiss}
            duration={duration}
            label={label}
            hotkey={hotkey}
            viewportClassName={viewportClassName}
          />
        </React.Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/**
 * The toast API of the nearest `ToastProvider`.
 * @throws Error when used outside a `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
