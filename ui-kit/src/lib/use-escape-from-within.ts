'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape pressed while focus is inside `ref` calls `onEscape`, even when a later layer (a toast raised
 * from inside a dialog) sits above it. Radix gives Escape to the newest layer, so without this the
 * first Escape would dismiss a toast the shopper is not looking at, not the dialog they are in.
 */
export function useEscapeFromWithin(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const callback = useRef(onEscape);
  useEffect(() => {
    callback.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const container = ref.current;
      if (!container || !container.contains(document.activeElement)) return;
      // Window capture runs before Radix's document listener, so no other layer sees this Escape.
      event.stopPropagation();
      event.preventDefault();
      callback.current();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [active, ref]);
}
