import { preloadHref } from './routes/routeTable';
import { showStartupFailure } from './showStartupFailure';

const container = document.getElementById('app');
if (!container) throw new Error('index.html needs <div id="app">.');

const href = window.location.hash || '#/home';

async function start(app: HTMLElement): Promise<void> {
  // The page's chunk, the runtime and the shell all start loading at once (index.html preloads the last two). The
  // runtime runs first: its chunk is small, and it starts the page's calls before the shell's larger chunk is
  // evaluated, which would otherwise hold them back.
  const pageLoaded = preloadHref(href);
  const { startRuntime } = await import('./startRuntime');
  const started = await startRuntime(href);
  const { renderPortal } = await import('./renderPortal');
  // The first render waits for the page's chunk and the persisted state, which it needs anyway: it then renders
  // the page at once, without a fallback or a gate.
  await Promise.all([pageLoaded, started.runtime.rehydrated]);
  renderPortal(app, started);
}

start(container).catch((error: unknown) => showStartupFailure(container, error));
