import * as React from 'react';
import { formatRand } from '../format/format-rand';
import type { MoneyFormat } from '../format/money-format';

const MoneyFormatContext = React.createContext<MoneyFormat>(formatRand);

/**
 * Gives every kit component below it the app's money format (Price, ProductCard, ProductBuyBox,
 * CartSummary): the shop owns its money rules, the kit only shows amounts. Without a provider the
 * kit writes rand (`formatRand`). Keep `format` stable (a module-level function), so that the
 * components below do not re-render for nothing.
 */
export function MoneyFormatProvider({ format, children }: { format: MoneyFormat; children: React.ReactNode }) {
  return <MoneyFormatContext value={format}>{children}</MoneyFormatContext>;
}
MoneyFormatProvider.displayName = 'MoneyFormatProvider';

/** The money format of the nearest `MoneyFormatProvider`, or `formatRand`. */
export function useMoneyFormat(): MoneyFormat {
  return React.use(MoneyFormatContext);
}
