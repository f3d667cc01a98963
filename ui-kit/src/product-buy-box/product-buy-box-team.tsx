'use client';

import { ExternalLink, Link2 } from '../icons';
import * as React from 'react';
import { Button, buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { Price } from '../price';
import { TeamProgress } from '../team-progress';
import { useCopyToClipboard } from '../use-copy-to-clipboard';
import { ProductBuyBoxTeamPanel, useProductBuyBoxContext, type ProductBuyBoxPanelProps } from './product-buy-box-parts';
import type { ProductBuyBoxProduct } from './product-media';

/** Share-intent URLs of each network, built from the page URL and a message. */
export function shareLinks(url: string, text: string): { network: string; href: string }[] {
  const encodedUrl = encodeURIComponent(url);
  const encodedText = encodeURIComponent(text);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { network: 'X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedText}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];
}

/** Whether a team of `members` (clamped to 0..size) is complete. */
export function isTeamComplete(members: number, size: number): boolean {
  return Math.min(Math.max(members, 0), size) >= size;
}

export interface ProductBuyBoxTeamContentProps {
  /** The price per item once the team is complete, in cents (the storefront's team-price rule decides it). */
  teamPrice: number;
  /** Members in this product's team so far, including the shopper. */
  teamMembers: number;
  /** Members a team needs. @default 3 */
  teamSize?: number;
  /** Who is in the team so far, as the app shows them (e.g. first names). */
  teamMemberNames?: readonly string[];
  /** When the shopper's team closes; shows the time left (see TeamProgress). */
  teamExpiresAt?: Date | string | number;
  /** The clock for the time left, in epoch milliseconds (stories, tests). @default the browser's clock */
  now?: number;
  /** Adds a member to the team; not called once the team is complete. */
  onJoinTeam: (product: ProductBuyBoxProduct) => void;
  /**
   * The team button's text, for an app whose teams are kept elsewhere (e.g. 'Start a team' when the
   * shopper has none yet). @default 'Join Team'
   */
  joinTeamLabel?: string;
  /** Adds the product at the team price; its button shows once the team is complete. */
  onAddToCartAtTeamPrice?: (product: ProductBuyBoxProduct) => void;
  /**
   * Announced when the team is complete. Say what the shopper gets by your shop's rule, e.g. 'Team
   * complete! You got 40% discount!'. @default 'Team complete!'
   */
  teamCompleteText?: string;
  /** Goes after the buttons, e.g. `ProductBuyBoxShare`. */
  children?: React.ReactNode;
}

export interface ProductBuyBoxTeamProps extends ProductBuyBoxPanelProps, Omit<ProductBuyBoxTeamContentProps, 'children'> {}

/**
 * What the Team Buy panel shows, without the panel: the team price, the team's progress, Join Team
 * and, once the team is complete, an announcement and Add to Cart at team price, then its children.
 * Goes in `ProductBuyBoxTeamPanel`; `ProductBuyBoxTeam` is the two together. Use it apart to load the
 * team code on demand (see `ProductBuyBoxTeamPanel`).
 */
export function ProductBuyBoxTeamContent({
  teamPrice,
  teamMembers,
  teamSize = 3,
  teamMemberNames,
  teamExpiresAt,
  now,
  onJoinTeam,
  joinTeamLabel = 'Join Team',
  onAddToCartAtTeamPrice,
  teamCompleteText = 'Team complete!',
  children,
}: ProductBuyBoxTeamContentProps) {
  const { product } = useProductBuyBoxContext('ProductBuyBoxTeamContent');
  const members = Math.min(Math.max(teamMembers, 0), teamSize);
  const teamComplete = isTeamComplete(teamMembers, teamSize);
  return (
    <>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-ink-muted">Team price</p>
        <Price size="lg" amount={teamPrice} was={product.price} />
        <p className="text-sm text-ink-muted">
          Team up with {teamSize - 1} others: once {teamSize} people have joined, everyone pays the team price.
        </p>
      </div>

      <TeamProgress members={members} size={teamSize} memberNames={teamMemberNames} expiresAt={teamExpiresAt} now={now} />

      <p role="status" className="min-h-6 font-semibold text-success-ink">
        {teamComplete ? teamCompleteText : null}
      </p>

      <div className="flex flex-wrap gap-3">
        <Button
          variant={teamComplete ? 'outline' : 'primary'}
          size="lg"
          className="flex-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={teamComplete}
          onClick={() => {
            if (!teamComplete) onJoinTeam(product);
          }}
        >
          {joinTeamLabel}
        </Button>
        {teamComplete && onAddToCartAtTeamPrice ? (
          <Button variant="accent" size="lg" className="flex-1" onClick={() => onAddToCartAtTeamPrice(product)}>
            Add to Cart at team price
          </Button>
        ) : null}
      </div>
      {children}
    </>
  );
}
ProductBuyBoxTeamContent.displayName = 'ProductBuyBoxTeamContent';

/**
 * The Team Buy panel of `ProductBuyBoxTabs`: the team price, the team's progress, Join Team and,
 * once the team is complete, an announcement and Add to Cart at team price. `ProductBuyBoxShare`
 * goes in it as a child. The kit knows no shop rule: the price, the size and what a complete team
 * earns come in as props. It is `ProductBuyBoxTeamPanel` with `ProductBuyBoxTeamContent` in it.
 *
 * State attributes: `data-team-complete` once the team is complete.
 */
export function ProductBuyBoxTeam({
  teamPrice,
  teamMembers,
  teamSize = 3,
  teamMemberNames,
  teamExpiresAt,
  now,
  onJoinTeam,
  joinTeamLabel,
  onAddToCartAtTeamPrice,
  teamCompleteText,
  children,
  ...props
}: ProductBuyBoxTeamProps) {
  return (
    <ProductBuyBoxTeamPanel data-team-complete={isTeamComplete(teamMembers, teamSize) ? '' : undefined} {...props}>
      <ProductBuyBoxTeamContent
        teamPrice={teamPrice}
        teamMembers={teamMembers}
        teamSize={teamSize}
        teamMemberNames={teamMemberNames}
        teamExpiresAt={teamExpiresAt}
        now={now}
        onJoinTeam={onJoinTeam}
        joinTeamLabel={joinTeamLabel}
        onAddToCartAtTeamPrice={onAddToCartAtTeamPrice}
        teamCompleteText={teamCompleteText}
      >
        {children}
      </ProductBuyBoxTeamContent>
    </ProductBuyBoxTeamPanel>
  );
}
ProductBuyBoxTeam.displayName = 'ProductBuyBoxTeam';

export interface ProductBuyBoxShareProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The page to share with friends, e.g. the product's URL. */
  shareUrl: string;
  /** Text sent with the link on X and WhatsApp. @default 'Join my team for {product name}' */
  shareText?: string;
  /**
   * Copies text to the clipboard (see `useCopyToClipboard`). @default navigator.clipboard.writeText,
   * failing where the browser has no clipboard
   */
  copyText?: (text: string) => Promise<void>;
  /** Called after the link was copied, e.g. to show a toast as well. */
  onLinkCopied?: (url: string) => void;
}

/**
 * 'Invite friends to your team': share links to Facebook, X and WhatsApp (each opening in a new
 * window, and saying so to screen readers) and Copy link, whose result is announced and kept until
 * the box mounts again. Its heading takes the root's `headingLevel`.
 *
 * State attributes: `data-copied` on Copy link (and on the root) after the link was copied;
 * `data-copy-failed` on the root when the browser refused.
 */
export function ProductBuyBoxShare({ shareUrl, shareText, copyText, onLinkCopied, className, ...props }: ProductBuyBoxShareProps) {
  const { product, headingLevel: Heading, copyState, setCopyState } = useProductBuyBoxContext('ProductBuyBoxShare');
  const clipboard = useCopyToClipboard({ copyText, resetAfterMs: 0 });
  const newWindowId = React.useId();
  const headingId = React.useId();

  async function copyLink() {
    const copied = await clipboard.copy(shareUrl);
    setCopyState(copied ? 'copied' : 'failed');
    if (copied) onLinkCopied?.(shareUrl);
  }

  return (
    <section
      data-slot="product-buy-box-share"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-2 border-t border-surface-sunken pt-4', className)}
      {...props}
    >
      <Heading id={headingId} className="text-sm font-semibold">
        Invite friends to your team
      </Heading>
      <span id={newWindowId} className="sr-only">
        Opens in a new window
      </span>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(shareUrl, shareText ?? `Join my team for ${product.name}`).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newWindowId}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <span className="sr-only">Share on </span>
              {network}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </li>
        ))}
        <li>
          <Button variant="outline" size="sm" data-copied={copyState === 'copied' ? '' : undefined} onClick={() => void copyLink()}>
            <Link2 aria-hidden="true" className="size-4" />
            Copy link
          </Button>
        </li>
      </ul>
      <p role="status" className={cn('min-h-5 text-sm', copyState === 'failed' ? 'text-danger-ink' : 'text-success-ink')}>
        {copyState === 'copied'
          ? 'Link copied to clipboard!'
          : copyState === 'failed'
            ? 'Could not copy the link. Copy it from the address bar instead.'
            : null}
      </p>
    </section>
  );
}
ProductBuyBoxShare.displayName = 'ProductBuyBoxShare';
