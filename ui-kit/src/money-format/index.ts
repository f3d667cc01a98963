export { MoneyFormatProvider, useMoneyFormat } from './money-format-provider';
