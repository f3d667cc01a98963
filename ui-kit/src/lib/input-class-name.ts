// Shared by the text fields and the Select's trigger, so that every control looks alike; kept apart
// so that a Select does not bring the fields' code with it.
export const inputClassName =
  'h-10 w-full rounded-md border border-ink-subtle bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle outline-none transition-colors focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-focus/40 [&[readonly]]:bg-surface-muted disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/30';
