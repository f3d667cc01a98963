import { cloneElement, useCallback, useLayoutEffect, useRef, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import type * as HeaderMenus from './header-menus';

type MenuKit = typeof HeaderMenus;

const loadMenuKit = () => import('./header-menus');
let menuKit: MenuKit | null = null;

interface DeferredDropdownMenuProps {
  /** The trigger, a `<button>`: rendered as it is until the menu's code is there, then as the menu's trigger. */
  trigger: ReactElement<ComponentProps<'button'>>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's panel, from the menus' chunk once it has loaded. */
  children: (kit: MenuKit) => ReactNode;
}

/**
 * A kit DropdownMenu whose code (Radix's menu, focus scope and positioning, and the header menus'
 * panels, header-menus.tsx) loads on the first sign of intent: pointer over or focus on the trigger, or a tap on it, which then opens the menu. The
 * header's menus are on every page, and the first load has no room for them.
 *
 * Until then the trigger is the same button with `aria-haspopup`, so server HTML and the first paint
 * look the same; when the code arrives a trigger that had focus gets it back.
 */
export function DeferredDropdownMenu({ trigger, open, onOpenChange, children }: DeferredDropdownMenuProps) {
  const [kit, setKit] = useState<MenuKit | null>(menuKit);
  const rootRef = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  const load = useCallback(async () => {
    const loaded = (menuKit ??= await loadMenuKit());
    const focused = document.activeElement;
    refocus.current = focused instanceof HTMLButtonElement && rootRef.current?.contains(focused) === true;
    setKit(loaded);
  }, []);

  useLayoutEffect(() => {
    if (!kit || !refocus.current) return;
    refocus.current = false;
    rootRef.current?.querySelector('button')?.focus();
  }, [kit]);

  return (
    // One element around both states, so the swap happens inside it and focus can be found again.
    // Until the code is there it also hears the trigger's events (React's focus events bubble); the
    // clicks are the button's own, Enter and Space included.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <span
      ref={rootRef}
      className="contents"
      onPointerOver={kit ? undefined : () => void load()}
      onFocus={kit ? undefined : () => void load()}
      onClick={kit ? undefined : () => void load().then(() => onOpenChange(true))}
    >
      {kit ? (
        // Not modal: the rest of the page stays readable, and a tap outside both closes the menu and
        // does what it taps, as the header's menus always did.
        <kit.DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
          <kit.DropdownMenuTrigger asChild>{trigger}</kit.DropdownMenuTrigger>
          {children(kit)}
        </kit.DropdownMenu>
      ) : (
        cloneElement(trigger, { 'aria-haspopup': 'menu', 'aria-expanded': false })
      )}
    </span>
  );
}
