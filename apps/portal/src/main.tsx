import { preloadHref } from './routes/routeTable';

const container = document.getElementById('app');
if (!container) throw new Error('index.html needs <div id="app">.');

// The page's own chunk starts loading beside the shell (which index.html preloads) and config.json.
void preloadHref(window.location.hash || '#/home');
const { boot } = await import('./boot');
await boot(container);
