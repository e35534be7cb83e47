import { setBreadcrumb, TOKEN_KEY, type BreadcrumbItem } from '@art-portal/state';
import { createPortalRuntime, type PortalRuntime } from '../../src/providers';
import { storySettings } from './storySettings';

let previous: PortalRuntime | null = null;

function forgetPortalStorage(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.includes('art-portal')) storage.removeItem(key);
}

type StorySession = { loggedIn: boolean; breadcrumb?: BreadcrumbItem[] };

/**
 * A fresh runtime (client, store, toasts) per story, as boot.tsx builds it: the previous story's store stops
 * persisting and listening to the browser, the portal's storage is emptied, and a logged-in story starts with a
 * token in sessionStorage; the shell names the customer once selectInfo answers.
 */
export async function prepareStoryRuntime({
  loggedIn,
  breadcrumb = [],
}: StorySession): Promise<PortalRuntime> {
  previous?.persistor.pause();
  previous?.stopListening();
  forgetPortalStorage(window.sessionStorage);
  forgetPortalStorage(window.localStorage);
  if (loggedIn) window.sessionStorage.setItem(TOKEN_KEY, 'story-token');
  const runtime = createPortalRuntime(storySettings);
  await runtime.rehydrated;
  runtime.store.dispatch(setBreadcrumb(breadcrumb));
  previous = runtime;
  return runtime;
}
