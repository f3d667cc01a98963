export { CartSummary, type CartSummaryProps, type CartSummaryTotals, type VatMode } from './cart-summary';
