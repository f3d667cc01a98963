'use client';

import * as React from 'react';
import { formatRand, type MoneyFormat } from '../format';

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

/**
 * An amount in integer cents, written in the nearest `MoneyFormatProvider`'s format. The one piece
 * of a price that needs the app's context: Price renders on the server and leaves only this text to
 * the client.
 */
export function Money({ cents }: { cents: number }) {
  return useMoneyFormat()(cents);
}
Money.displayName = 'Money';
