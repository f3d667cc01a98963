'use client';

import { useHoverFocusVisible, type HoverFocusHandlers } from './use-hover-focus-visible';
import { usePressed, type PressHandlers } from './use-pressed';

/**
 * A button's interaction state, React Aria's way: `data-hovered`, `data-focus-visible` and
 * `data-pressed`, with the handlers that keep them, each calling the caller's own handler (from
 * `props`) first. Spread the result after the caller's props. With `enabled` false (a disabled
 * button) the element gets none of the attributes.
 */
export function usePressInteraction<E extends Element>(props: PressHandlers<E> & HoverFocusHandlers<E>, enabled: boolean) {
  const press = usePressed<E>(props, enabled);
  const hoverFocus = useHoverFocusVisible<E>(
    { onPointerEnter: props.onPointerEnter, onPointerLeave: press.onPointerLeave, onFocus: props.onFocus, onBlur: press.onBlur },
    enabled,
  );
  return { ...press, ...hoverFocus };
}
