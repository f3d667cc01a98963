'use client';

import * as React from 'react';

/**
 * The buy box's two tabs, written out (WAI-ARIA tabs pattern, the markup and keys of Radix Tabs)
 * instead of Radix Tabs, whose collection, roving-focus, presence and id packages cost a product
 * page's first visit about 10 KB of JavaScript for two buttons and two panels.
 * - The selected tab is the only one in the Tab order (roving tabindex); the arrow keys move between
 *   the tabs (wrapping, mirrored right to left), Home and End go to the first and last, and a tab
 *   that takes focus is selected (`activationMode` 'automatic', the default) or waits for Enter,
 *   Space or a click ('manual').
 * - A panel is focusable (Tab from the tabs reaches it) and labelled by its tab; an inactive panel
 *   stays in the page, empty and `hidden` (its content mounts when it opens), unless `forceMount`.
 * Server and browser render the same markup from the same props, so hydration matches.
 */

/** A value the owner may hold (`prop`), or kept here from `defaultProp`; `onChange` hears every change. */
export function useControlledValue<T>(prop: T | undefined, defaultProp: T, onChange?: (value: T) => void): [T, (value: T) => void] {
  const [own, setOwn] = React.useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  const setValue = React.useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      if (!Object.is(next, value)) onChange?.(next);
    },
    [controlled, value, onChange],
  );
  return [value, setValue];
}

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
  dir: 'ltr' | 'rtl';
  activationMode: 'automatic' | 'manual';
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used inside ProductBuyBoxTabs`);
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsRootProps extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue: string;
  onValueChange?: (value: string) => void;
  /** Reading direction: the arrow keys follow it. @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** Whether a tab that takes focus is selected at once. @default 'automatic' */
  activationMode?: 'automatic' | 'manual';
}

export function TabsRoot({ value: valueProp, defaultValue, onValueChange, dir = 'ltr', activationMode = 'automatic', ...props }: TabsRootProps) {
  const [value, select] = useControlledValue(valueProp, defaultValue, onValueChange);
  const baseId = React.useId();
  const context = React.useMemo(() => ({ value, select, baseId, dir, activationMode }), [value, select, baseId, dir, activationMode]);
  return (
    <TabsContext.Provider value={context}>
      <div dir={dir} data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const NEXT: Record<string, number | 'first' | 'last'> = { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' };

export function TabsList(props: React.ComponentProps<'div'>) {
  return <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" {...props} />;
}

/** The tab an arrow key, Home or End moves to from `from`, among its list's enabled tabs. */
function tabToFocus(from: HTMLButtonElement, key: string, dir: 'ltr' | 'rtl'): HTMLButtonElement | undefined {
  const move = NEXT[key];
  const list = from.closest('[role="tablist"]');
  if (move === undefined || !list) return undefined;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(from);
  if (at < 0) return undefined;
  const step = typeof move === 'number' && dir === 'rtl' ? -move : move;
  return tabs[step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (at + step + tabs.length) % tabs.length];
}

export interface TabsTriggerProps extends Omit<React.ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, disabled, onClick, onFocus, onKeyDown, ...props }: TabsTriggerProps) {
  const { value: selected, select, baseId, dir, activationMode } = useTabs('TabsTrigger');
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      id={tabId(baseId, value)}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !active && activationMode === 'automatic') select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const next = tabToFocus(event.currentTarget, event.key, dir);
        if (!next) return;
        event.preventDefault();
        next.focus();
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends Omit<React.ComponentProps<'div'>, 'value'> {
  value: string;
  /** Keep the content mounted while the panel is inactive (still `hidden`). */
  forceMount?: true;
}

export function TabsContent({ value, forceMount, children, ...props }: TabsContentProps) {
  const { value: selected, baseId } = useTabs('TabsContent');
  const active = value === selected;
  return (
    <div
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={tabId(baseId, value)}
      hidden={!active}
      id={panelId(baseId, value)}
      // The tabs pattern: Tab from the tabs reaches the open panel (its content may have nothing focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      {...props}
    >
      {active || forceMount ? children : null}
    </div>
  );
}
