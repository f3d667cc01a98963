'use client';

import { useRef } from 'react';

/**
 * Returns focus to whatever was focused when a Radix dialog opened. Radix's modal Dialog returns focus
 * only to its own `Dialog.Trigger`; controlled dialogs opened from elsewhere (a product card, a page
 * load) would otherwise drop focus on `<body>` when they close.
 *
 * Pass `capture` to `onOpenAutoFocus` (before anything moves focus) and `restore` to `onCloseAutoFocus`.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    capture() {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    restore(event: Event) {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
