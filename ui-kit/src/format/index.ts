export { formatRand } from './format-rand';
export { createMoneyFormat, type MoneyFormat, type MoneyFormatOptions } from './money-format';
