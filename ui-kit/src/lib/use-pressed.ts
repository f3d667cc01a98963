'use client';

import * as React from 'react';

/** The handlers the hook composes with a caller's own, typed as React types them on an element. */
export type PressHandlers<E extends Element> = Pick<
  React.DOMAttributes<E>,
  'onPointerDown' | 'onPointerUp' | 'onPointerLeave' | 'onPointerCancel' | 'onKeyDown' | 'onKeyUp' | 'onBlur'
>;

const PRESS_KEYS = new Set(['Enter', ' ']);

/**
 * `data-pressed` with React Aria's meaning: while the element is being pressed, from the pointer (or
 * Enter/Space) going down until it comes up, leaves or is cancelled. A toggle that is on is another
 * thing (`aria-pressed`, `data-selected`). The caller's handlers run first; with `enabled` false the
 * element never has the attribute.
 */
export function usePressed<E extends Element>(handlers: PressHandlers<E>, enabled = true) {
  const [pressed, setPressed] = React.useState(false);
  const { onPointerDown, onPointerUp, onPointerLeave, onPointerCancel, onKeyDown, onKeyUp, onBlur } = handlers;
  const release = () => setPressed(false);
  return {
    'data-pressed': enabled && pressed ? '' : undefined,
    onPointerDown: (event: React.PointerEvent<E>) => {
      onPointerDown?.(event);
      if (event.button === 0) setPressed(true);
    },
    onPointerUp: (event: React.PointerEvent<E>) => {
      onPointerUp?.(event);
      release();
    },
    onPointerLeave: (event: React.PointerEvent<E>) => {
      onPointerLeave?.(event);
      release();
    },
    onPointerCancel: (event: React.PointerEvent<E>) => {
      onPointerCancel?.(event);
      release();
    },
    onKeyDown: (event: React.KeyboardEvent<E>) => {
      onKeyDown?.(event);
      if (PRESS_KEYS.has(event.key) && !event.repeat) setPressed(true);
    },
    onKeyUp: (event: React.KeyboardEvent<E>) => {
      onKeyUp?.(event);
      if (PRESS_KEYS.has(event.key)) release();
    },
    onBlur: (event: React.FocusEvent<E>) => {
      onBlur?.(event);
      release();
    },
  };
}
