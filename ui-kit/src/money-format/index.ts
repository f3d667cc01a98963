export { Money, MoneyFormatProvider, useMoneyFormat } from './money-format-provider';
