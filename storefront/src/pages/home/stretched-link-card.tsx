import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@nexus-za/ui-kit/card';

export interface StretchedLinkCardProps {
  to: string;
  /** The card's h3, which holds the link. */
  title: string;
  titleClassName: string;
  /** Above the title: the card's picture. */
  image: ReactNode;
  /** The classes of the part under the picture. */
  bodyClassName: string;
  /** Under the title. */
  children: ReactNode;
}

/**
 * A list item card whose heading is a link stretched over the whole card, so the whole card opens it
 * while the list reads as headings (Featured Collections, Top Brands).
 */
export function StretchedLinkCard({ to, title, titleClassName, image, bodyClassName, children }: StretchedLinkCardProps) {
  return (
    <Card asChild interactive>
      <li className="group relative flex flex-col overflow-hidden">
        {image}
        <div className={bodyClassName}>
          <h3 className={titleClassName}>
            <Link
              to={to}
              className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 group-hover:underline"
            >
              {title}
            </Link>
          </h3>
          {children}
        </div>
      </li>
    </Card>
  );
}
