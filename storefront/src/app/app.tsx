import { useLayoutEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { keyHistoryEntry } from './history-entry';
import { finishHydration } from './hydration';
import { routes } from './routes';

keyHistoryEntry();
const router = createBrowserRouter(routes);

export function App() {
  // After the first commit (hydration of server HTML included) the stores read browser storage; in a
  // layout effect, so the stored cart replaces the server's empty one before the browser paints.
  useLayoutEffect(() => finishHydration(), []);
  return <RouterProvider router={router} />;
}
