import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { isHydrating } from './app/hydration';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server renders every page; without its HTML (vite dev, the server's fallback shell) the
// browser renders from scratch.
if (isHydrating()) hydrateRoot(container, app);
else createRoot(container).render(app);
