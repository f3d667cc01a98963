/** 'Cart, 3 items': the accessible name of a link that shows a count badge. */
export function itemCountLabel(name: string, count: number): string {
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
}
