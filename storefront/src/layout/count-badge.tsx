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
