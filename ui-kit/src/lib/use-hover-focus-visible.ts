'use client';

import * as React from 'react';

/** The handlers the hook composes with a caller's own, typed as React types them on an element. */
export type HoverFocusHandlers<E extends Element> = Pick<React.DOMAttributes<E>, 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'>;

/**
 * Hover and keyboard focus as data attributes, the way React Aria exposes them: `data-hovered`
 * while a mouse or pen is over the element (never after a touch, which has no hover), and
 * `data-focus-visible` while it, or an element inside it, has focus that the browser shows
 * (`:focus-visible`: keyboard focus, not the focus a click leaves). CSS `:hover` stays what styles
 * the kit; the attributes are for apps and tests that style or assert state without pseudo-classes.
 *
 * Returns the attributes and the handlers to spread on the element; the caller's handlers in
 * `handlers` still run first. With `enabled` false the element gets neither.
 */
export function useHoverFocusVisible<E extends Element>(handlers: HoverFocusHandlers<E>, enabled = true) {
  const [hovered, setHovered] = React.useState(false);
  const [focusVisible, setFocusVisible] = React.useState(false);
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = handlers;
  return {
    'data-hovered': enabled && hovered ? '' : undefined,
    'data-focus-visible': enabled && focusVisible ? '' : undefined,
    onPointerEnter: (event: React.PointerEvent<E>) => {
      onPointerEnter?.(event);
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: (event: React.PointerEvent<E>) => {
      onPointerLeave?.(event);
      setHovered(false);
    },
    onFocus: (event: React.FocusEvent<E>) => {
      onFocus?.(event);
      // React's focus events bubble, so a link inside a card counts for the card.
      setFocusVisible(event.target instanceof Element && event.target.matches(':focus-visible'));
    },
    onBlur: (event: React.FocusEvent<E>) => {
      onBlur?.(event);
      const next = event.relatedTarget;
      if (!(next instanceof Node && event.currentTarget.contains(next))) setFocusVisible(false);
    },
  };
}
