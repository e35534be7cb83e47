import { createPortalRuntime } from '@art-portal/pages/providers';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { buildTimeDefaults } from './config/buildTimeDefaults';
import { loadPortalConfig } from './config/loadPortalConfig';
import { prefetchHref } from './routes/prefetchHref';

/**
 * Renders the portal into `container` once `config.json` is read, the API calls of the page at `href` started
 * first; `pageLoaded` settles when the entry's preload of that page's chunk does.
 */
export async function boot(container: HTMLElement, href: string, pageLoaded: Promise<void>): Promise<void> {
  const config = await loadPortalConfig(buildTimeDefaults(import.meta.env));
  const runtime = createPortalRuntime(config);
  prefetchHref(href, runtime.store.dispatch);
  // The first render waits for the page's chunk and the persisted state, which it needs anyway: it then renders
  // the page at once, without a fallback or a gate.
  await Promise.all([pageLoaded, runtime.rehydrated]);
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App config={config} runtime={runtime} />
      </StrictMode>,
    );
  });
}
