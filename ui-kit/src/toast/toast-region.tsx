'use client';

import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from '../icons';
import type * as React from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import type { ToastEntry, ToastType } from './toast';

/**
 * The toasts themselves and the notifications region they stack in (Radix Toast). Loaded by
 * `ToastProvider` with the first toast (and fetched ahead on the first tap or key), so a visit that
 * shows no toast does not carry it.
 */

const TYPE_STYLES: Record<ToastType, { icon: React.ReactNode; className: string }> = {
  success: { icon: <CircleCheck className="text-success-ink" />, className: 'border-l-success' },
  error: { icon: <CircleAlert className="text-danger-ink" />, className: 'border-l-danger' },
  info: { icon: <Info className="text-info-ink" />, className: 'border-l-info' },
};

function ToastItem({ entry, onClosed }: { entry: ToastEntry; onClosed: (id: string) => void }) {
  const type = entry.type ?? 'info';
  const style = TYPE_STYLES[type];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-type={type}
      // Radix announces 'foreground' toasts assertively and 'background' ones politely.
      type={type === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClosed(entry.id);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-card border border-l-4 border-surface-sunken bg-surface p-4 pr-12 text-ink shadow-overlay outline-none focus-visible:ring-3 focus-visible:ring-focus',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        style.className,
      )}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0 [&_svg]:size-5">
        {style.icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{entry.title}</ToastPrimitive.Title>
        {entry.description ? (
          <ToastPrimitive.Description className="text-sm text-ink-muted">{entry.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton label="Dismiss notification" size="sm" className="absolute top-2 right-2">
          <X />
        </IconButton>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  onClosed: (id: string) => void;
  duration: number;
  label: string;
  hotkey: string[] | undefined;
  viewportClassName: string | undefined;
}

export default function ToastRegion({ toasts, onClosed, duration, label, hotkey, viewportClassName }: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      {toasts.map((entry) => (
        <ToastItem key={entry.id} entry={entry} onClosed={onClosed} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={label}
        {...(hotkey ? { hotkey } : {})}
        className={cn(
          'fixed right-0 bottom-0 z-toast m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
          viewportClassName,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
