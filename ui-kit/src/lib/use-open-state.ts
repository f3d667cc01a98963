'use client';

import { useControllableState } from '@radix-ui/react-use-controllable-state';

/**
 * Open or closed, from the kit's open-state props as Radix's own parts take them: controlled (`open`
 * with `onOpenChange`) or not (`defaultOpen`). Returns `[open, setOpen]`; `setOpen` calls
 * `onOpenChange` and, when not controlled, keeps the state. `caller` names the component in Radix's
 * warning when it switches between controlled and not.
 */
export function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
  caller: string,
) {
  return useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange, caller });
}
