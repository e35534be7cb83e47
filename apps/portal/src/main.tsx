import { preloadHref } from './routes/routeTable';

const container = document.getElementById('app');
if (!container) throw new Error('index.html needs <div id="app">.');

const href = window.location.hash || '#/home';
// The page's own chunk starts loading beside the shell (which index.html preloads) and config.json.
const pageLoaded = preloadHref(href);
const { boot } = await import('./boot');
await boot(container, href, pageLoaded);
