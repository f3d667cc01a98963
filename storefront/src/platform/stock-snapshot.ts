import type { ProductStock } from '../../core/contract/api';

/**
 * The stock a server-rendered page was rendered with travels in the HTML as JSON data (not a script
 * the browser runs, so the CSP's `script-src 'self'` still holds), so that hydration renders the same
 * stock lines the server did before the browser asks for fresher ones.
 */
export const STOCK_SNAPSHOT_ID = 'nexus-stock';

/** The snapshot in this document, or an empty list (no server HTML, or unreadable). */
export function readStockSnapshot(): ProductStock[] {
  if (typeof document === 'undefined') return [];
  const text = document.getElementById(STOCK_SNAPSHOT_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ProductStock[]) : [];
  } catch {
    return [];
  }
}

/** The `<script type="application/json">` element carrying `stock`, safe inside HTML. */
export function stockSnapshotHtml(stock: readonly ProductStock[]): string {
  const json = JSON.stringify(stock).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STOCK_SNAPSHOT_ID}">${json}</script>`;
}
