import { createPortalRuntime } from '@art-portal/pages/providers';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { buildTimeDefaults } from './config/buildTimeDefaults';
import { loadPortalConfig } from './config/loadPortalConfig';
import { prefetchHref } from './routes/prefetchHref';

/** Renders the portal into `container` once `config.json` is read, with the page's API calls already started. */
export async function boot(container: HTMLElement): Promise<void> {
  const config = await loadPortalConfig(buildTimeDefaults(import.meta.env));
  const runtime = createPortalRuntime(config);
  prefetchHref(window.location.hash || '#/home', runtime.store.dispatch);
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App config={config} runtime={runtime} />
      </StrictMode>,
    );
  });
}
