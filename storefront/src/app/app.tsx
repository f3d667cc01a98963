import { useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { keyHistoryEntry } from '../platform/history-entry';
import { finishHydration } from '../platform/hydration';
import { AppRoutes } from './routes';

keyHistoryEntry();

export function App() {
  // After the first commit (hydration of server HTML included) the stores read browser storage; in a
  // layout effect, so the stored cart replaces the server's empty one before the browser paints.
  useLayoutEffect(() => {
    finishHydration();
  }, []);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
