import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/routes';
import { isHydrating } from './platform/hydration';
import { markAppListening } from './platform/interactive';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server renders every page; without its HTML (vite dev, the server's fallback shell) the
// browser renders from scratch.
// Hydrating inside a transition lets React yield to the browser every few milliseconds (a click or a
// key press is handled at once) instead of hydrating the whole page in one long task.
if (isHydrating()) {
  // Not a top-level await: Home's chunk imports this one, which must finish evaluating first.
  void preloadFirstScreen(window.location.pathname).then(() => {
    startTransition(() => void hydrateRoot(container, app));
    // From here React sees every tap: early taps it handles itself are not replayed (app/interactive.ts).
    markAppListening();
  });
} else {
  createRoot(container).render(app);
}
