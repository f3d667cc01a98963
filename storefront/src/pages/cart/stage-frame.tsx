import { useEffect, useRef, type ReactNode } from 'react';

export interface StageFrameProps {
  /** The stage's h1. */
  title: string;
  /**
   * A stage that replaces the previous one's content gives its heading the focus, so that keyboard
   * and screen reader users start from the top of it. @default false
   */
  focusHeading?: boolean;
  children: ReactNode;
}

/** The frame of a cart or checkout stage: its heading, then the stage. */
export function StageFrame({ title, focusHeading = false, children }: StageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 ref={heading} tabIndex={focusHeading ? -1 : undefined} className="text-2xl font-bold text-ink outline-none sm:text-3xl">
        {title}
      </h1>
      {children}
    </div>
  );
}
