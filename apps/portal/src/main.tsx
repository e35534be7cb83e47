import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { buildTimeDefaults } from './config/buildTimeDefaults';
import { loadPortalConfig } from './config/loadPortalConfig';
import { preloadHref } from './routes/routeTable';

const container = document.getElementById('app');
if (!container) throw new Error('index.html needs <div id="app">.');

// The page's own chunk loads while config.json does, instead of after it.
preloadHref(window.location.hash || '#/home');
const config = await loadPortalConfig(buildTimeDefaults(import.meta.env));
createRoot(container).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
