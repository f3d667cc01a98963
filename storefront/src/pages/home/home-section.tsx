import type { ReactNode } from 'react';

export interface HomeSectionProps {
  /** Used for the heading's id, so the section is named by its heading. */
  id: string;
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A home page section named by its h2, so the page reads as a list of landmarks in the spec's order. */
export function HomeSection({ id, title, intro, children, className }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} data-home-section={id} className={className}>
      <div className="mb-4 flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {intro ? <p className="text-ink-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
