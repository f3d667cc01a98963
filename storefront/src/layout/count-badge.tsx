/** The header's own buttons and links: white on the brand colour, with a white focus ring (each sets its own gap). */
export const headerButtonClass =
  'inline-flex items-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-white';

/** The count on a header link (cart, wishlist); the link's text says it for screen readers. */
export function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="min-w-5 rounded-pill bg-accent-500 px-1.5 text-center text-xs leading-5 font-bold text-ink tabular-nums"
    >
      {count}
    </span>
  );
}
