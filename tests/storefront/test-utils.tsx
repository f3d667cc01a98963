import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { routes } from '../../storefront/src/app/routes';

export { resetStores } from './reset-stores';

/** Renders the whole app (layout included) at `path` in a memory router. */
export async function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const screen = await render(<RouterProvider router={router} />);
  return { screen, router };
}

/** Picks an option of the sort (the browser's own select, components/price-sort-filters.tsx) by its words. */
export async function chooseSort(select: Locator, option: string) {
  await select.selectOptions(option);
  await expect.element(select).toHaveDisplayValue(option);
}
