import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@nexus-za/ui-kit/card';
import type { ImageRef } from '../../../core/catalogue/content';
import { LazyImage } from '../../components/lazy-image';

export interface CoverLinkCardProps {
  /** What the card shows and where it leads: its title (an h3 whose link covers the card) and picture. */
  item: { href: string; title: string; image: ImageRef };
  /** The picture's size in pixels and its aspect-ratio class. */
  picture: { width: number; height: number; aspect: string };
  /** The picture says nothing the title does not (its alt is then empty). @default false */
  decorative?: boolean;
  titleClassName: string;
  /** The classes of the words' box under the picture. */
  bodyClassName: string;
  /** What follows the title. */
  children?: ReactNode;
}

/**
 * A list item drawn as the kit's interactive Card: a picture, then a title whose link's hit area
 * covers the card (so the whole card opens it, and there is one link to tab to), then its words.
 */
export function CoverLinkCard({ item, picture, decorative = false, titleClassName, bodyClassName, children }: CoverLinkCardProps) {
  return (
    <Card asChild interactive>
      <li className="group relative flex flex-col overflow-hidden">
        <LazyImage
          src={item.image.src}
          alt={decorative ? '' : item.image.alt}
          width={picture.width}
          height={picture.height}
          className={`${picture.aspect} h-auto w-full object-cover`}
        />
        <div className={bodyClassName}>
          <h3 className={titleClassName}>
            <Link to={item.href} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 group-hover:underline">
              {item.title}
            </Link>
          </h3>
          {children}
        </div>
      </li>
    </Card>
  );
}
