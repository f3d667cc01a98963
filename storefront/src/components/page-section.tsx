import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@nexus-za/ui-kit/cn';

export interface PageSectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The section's h2: it names the region. */
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** The heading's classes: the home page's are larger, the footer's smaller. @default 'text-xl font-bold text-ink' */
  titleClassName?: string;
  /** How the heading and the content stack (classes join, they do not merge). @default 'flex flex-col gap-4' */
  layoutClassName?: string;
}

/**
 * A plain section of a page (not a card): a region named by its h2 (no id to write), its content
 * stacked under the heading. A section that looks like a card uses the kit's
 * `<Card asChild><section><CardHeader><CardTitle>` instead.
 */
export function PageSection({
  title,
  intro,
  titleClassName = 'text-xl font-bold text-ink',
  layoutClassName = 'flex flex-col gap-4',
  className,
  children,
  ...props
}: PageSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn(layoutClassName, className)} {...props}>
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {intro ? <p className="text-ink-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
