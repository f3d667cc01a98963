import { createMoneyFormat } from './money-format';

/**
 * South African rand as en-ZA writes it: `R 24 999` for whole rands, `R 1 149,50` otherwise. The
 * kit's default money format (`MoneyFormatProvider`), kept as an export for teams that sell in rand;
 * an app with its own money rules passes its own format to `MoneyFormatProvider`.
 */
export const formatRand = createMoneyFormat({ symbol: 'R', groupSeparator: ' ', decimalSeparator: ',' });
