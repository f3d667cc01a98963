import { cn } from '@nexus-za/ui-kit/cn';
import { Spinner } from '@nexus-za/ui-kit/spinner';

// Apart from the other page states (page-states.tsx): every route's fallback uses it, so it ships in
// the first load, which the empty state and its button need not.
/** What a screen shows while its data loads: one labelled spinner, centred in the space the content will take. */
export function PageLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex min-h-[50vh] items-center justify-center', className)}>
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
