import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, type CardProps } from '@nexus-za/ui-kit/card';

export interface LinkTileProps {
  to: string;
  /** The link's classes: its layout inside the card. */
  className: string;
  padding?: CardProps['padding'];
  children: ReactNode;
}

/** A tile of a list that is one link as a whole (a sale, a department, a story): a list item holding an interactive card. */
export function LinkTile({ to, className, padding, children }: LinkTileProps) {
  return (
    <li>
      <Card asChild interactive padding={padding}>
        <Link to={to} className={className}>
          {children}
        </Link>
      </Card>
    </li>
  );
}
