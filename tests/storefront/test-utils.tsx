import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction, type NavigationType } from 'react-router-dom';
import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppRoutes } from '../../storefront/src/app/routes';

export { resetStores } from './reset-stores';

/** What a test reads of the app's router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

function RouterProbe({ report }: { report: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    report({ state: { location, historyAction }, navigate });
  });
  return null;
}

/** Renders the whole app (layout included) at `path` in a memory router, as `App` does in a browser router. */
export async function renderApp(path: string) {
  const router = {} as TestRouter;
  const screen = await render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <RouterProbe report={(now) => Object.assign(router, now)} />
    </MemoryRouter>,
  );
  return { screen, router };
}

/** Picks an option of the sort (the browser's own select, components/price-sort-filters.tsx) by its words. */
export async function chooseSort(select: Locator, option: string) {
  await select.selectOptions(option);
  await expect.element(select).toHaveDisplayValue(option);
}
