import { createPortalRuntime } from '@art-portal/pages/providers';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { buildTimeDefaults } from './config/buildTimeDefaults';
import { loadPortalConfig } from './config/loadPortalConfig';
import { prefetchHref } from './routes/prefetchHref';
import { preloadHref } from './routes/routeTable';

/** Renders the portal into `container` once `config.json` is read, the page's API calls started first. */
export async function boot(container: HTMLElement): Promise<void> {
  const config = await loadPortalConfig(buildTimeDefaults(import.meta.env));
  const runtime = createPortalRuntime(config);
  const href = window.location.hash || '#/home';
  prefetchHref(href, runtime.store.dispatch);
  // The first render waits for the page's chunk (started by the entry) and the persisted state, which it needs
  // anyway: it then renders the page at once, without a fallback or a gate.
  await Promise.all([preloadHref(href), runtime.rehydrated]);
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App config={config} runtime={runtime} />
      </StrictMode>,
    );
  });
}
