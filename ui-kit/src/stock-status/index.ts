export { StockStatus, type StockStatusProps, type StockStatusState } from './stock-status';
