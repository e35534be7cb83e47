import { preloadHref } from './routes/routeTable';
import { showStartupFailure } from './showStartupFailure';

const container = document.getElementById('app');
if (!container) throw new Error('index.html needs <div id="app">.');

const href = window.location.hash || '#/home';

async function start(app: HTMLElement): Promise<void> {
  // The page's own chunk starts loading beside the shell (which index.html preloads) and config.json.
  const pageLoaded = preloadHref(href);
  const { boot } = await import('./boot');
  await boot(app, href, pageLoaded);
}

start(container).catch((error: unknown) => showStartupFailure(container, error));
