import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { routes } from '../../storefront/src/app/routes';

export { resetStores } from './reset-stores';

/** Renders the whole app (layout included) at `path` in a memory router. */
export async function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const screen = await render(<RouterProvider router={router} />);
  return { screen, router };
}
