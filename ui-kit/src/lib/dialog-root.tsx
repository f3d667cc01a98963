'use client';

import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as Dialog from '@radix-ui/react-dialog';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as React from 'react';
import { useEscapeFromWithin } from './use-escape-from-within';
import { useReturnFocus } from './use-return-focus';

export interface DialogRootProps {
  /** Whether the dialog is open; leave undefined to let it keep its own state. */
  open?: boolean;
  /** Whether it starts open when `open` is not given. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: React.ReactNode;
}

/** What a dialog's panel spreads on its `Dialog.Content`. */
export interface DialogPanelProps {
  ref: React.RefCallback<HTMLDivElement>;
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

interface DialogRootValue {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * The open state of one of the kit's modal dialogs (ProductModal, Sheet): controlled (`open` with
 * `onOpenChange`) or not (`defaultOpen`), given to Radix `Dialog.Root` and to the panel, which needs
 * it to close on an Escape pressed inside a toast above it. Each dialog gets a context of its own, so
 * a part used outside its root says where it belongs. The root renders no element.
 */
export function createDialogRoot(rootName: string): {
  DialogRoot: (props: DialogRootProps) => React.JSX.Element;
  useDialogPanel: (part: string, ref: React.Ref<HTMLDivElement> | undefined) => DialogPanelProps;
} {
  const Context = React.createContext<DialogRootValue | null>(null);

  function DialogRoot({ open: openProp, defaultOpen = false, onOpenChange, children }: DialogRootProps) {
    const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange, caller: rootName });
    const value = React.useMemo(() => ({ open, setOpen }), [open, setOpen]);
    return (
      <Context.Provider value={value}>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          {children}
        </Dialog.Root>
      </Context.Provider>
    );
  }

  /**
   * What the panel (`Dialog.Content`) of this dialog spreads on itself: its ref, and the focus it
   * takes on opening and gives back on closing, to whatever opened it (also when that was not a
   * trigger of the dialog). Escape closes it even when a toast raised from inside sits above it.
   */
  function useDialogPanel(part: string, ref: React.Ref<HTMLDivElement> | undefined): DialogPanelProps {
    const context = React.useContext(Context);
    if (!context) throw new Error(`${part} must be used inside ${rootName}`);
    const { open, setOpen } = context;
    const returnFocus = useReturnFocus();
    const panelRef = React.useRef<HTMLDivElement>(null);
    const composedRef = useComposedRefs(panelRef, ref);
    useEscapeFromWithin(panelRef, open, () => setOpen(false));
    return { ref: composedRef, onOpenAutoFocus: returnFocus.capture, onCloseAutoFocus: returnFocus.restore };
  }

  return { DialogRoot, useDialogPanel };
}
