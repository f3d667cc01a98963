import { useLayoutEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { keyHistoryEntry } from './history-entry';
import { finishHydration, isHydrating } from './hydration';
import { routes } from './routes';

keyHistoryEntry();
// Server HTML is on screen before the app: the browser has scrolled it (to the top, to a #section, or
// back to where the shopper was) and the shopper may have scrolled since. In its hydrating mode
// (hydration data given) the router leaves that first position alone; otherwise ScrollRestoration
// jumped to the top as the page hydrated, and a tap below the fold landed on whatever scrolled there.
const router = createBrowserRouter(routes, isHydrating() ? { hydrationData: {} } : undefined);

export function App() {
  // After the first commit (hydration of server HTML included) the stores read browser storage; in a
  // layout effect, so the stored cart replaces the server's empty one before the browser paints.
  useLayoutEffect(() => finishHydration(), []);
  return <RouterProvider router={router} />;
}
