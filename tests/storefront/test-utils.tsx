import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { routes } from '../../storefront/src/app/routes';

export { resetStores } from './reset-stores';

/** Renders the whole app (layout included) at `path` in a memory router. */
export async function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const screen = await render(<RouterProvider router={router} />);
  return { screen, router };
}

/** Picks an option of a kit Select (a combobox button and a listbox), as a shopper does: open, click. */
export async function chooseSort(trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.element(trigger).toHaveTextContent(option);
}
