import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { StartedRuntime } from './startRuntime';

/** Renders the portal into `container`, in a transition: React renders it in slices that yield to the browser. */
export function renderPortal(container: HTMLElement, { config, runtime }: StartedRuntime): void {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App config={config} runtime={runtime} />
      </StrictMode>,
    );
  });
}
