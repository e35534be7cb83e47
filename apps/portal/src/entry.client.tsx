import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// No CacheProvider: Emotion's default cache in the browser has the server's key (`css`) and has already adopted the
// critical CSS the HTML carries; a second cache would adopt those style elements again and re-insert every one.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
