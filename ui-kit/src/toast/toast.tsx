import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';

export type ToastType = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'error' is announced assertively (interrupting), the others politely. @default 'info' */
  type?: ToastType;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast before it times out. */
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = React.createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: React.ReactNode;
  /** How long a toast stays, in milliseconds; paused while hovered or focused. @default 3000 */
  duration?: number;
  /** The name of the notifications region; `{hotkey}` is replaced by the hotkey. @default 'Notifications ({hotkey})' */
  label?: string;
  /** Keys that move focus to the notifications region. @default ['F8'] */
  hotkey?: string[];
  /** Classes for the viewport that stacks the toasts. */
  viewportClassName?: string;
}

const TYPE_STYLES: Record<ToastType, { icon: React.ReactNode; className: string }> = {
  success: { icon: <CircleCheck className="text-success-700" />, className: 'border-l-success-600' },
  error: { icon: <CircleAlert className="text-danger-700" />, className: 'border-l-danger-700' },
  info: { icon: <Info className="text-info-700" />, className: 'border-l-info-700' },
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
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-card border border-l-4 border-surface-sunken bg-white p-4 pr-12 text-ink shadow-overlay outline-none focus-visible:ring-3 focus-visible:ring-brand-500',
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

/**
 * Holds the toasts of an app and renders them in a labelled notifications region (F8 moves focus to
 * it). Toasts close after `duration`, pause while hovered or focused, and can be swiped away.
 *
 * State attributes on each toast: `data-type="success" | "error" | "info"`, Radix's `data-state` and
 * `data-swipe`.
 */
export function ToastProvider({
  children,
  duration = 3000,
  label = 'Notifications ({hotkey})',
  hotkey,
  viewportClassName,
}: ToastProviderProps) {
  const [toasts, setToasts] = React.useState<ToastEntry[]>([]);
  const nextId = React.useRef(0);

  const toast = React.useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const dismiss = React.useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const api = React.useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} swipeDirection="right">
        {children}
        {toasts.map((entry) => (
          <ToastItem key={entry.id} entry={entry} onClosed={dismiss} />
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
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/**
 * The toast API of the nearest `ToastProvider`.
 * @throws Error when used outside a `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
