import type { WebStorage } from 'redux-persist';
import { createMemoryStorage } from '../token/createMemoryStorage';

/**
 * Adapts a Web Storage (default `localStorage`) to redux-persist's async storage interface.
 * Written here rather than imported from `redux-persist/lib/storage`, whose CommonJS default export breaks
 * under Vite 8 (toolchain pitfall 6) and whose `es/` build cannot be required from Node.
 */
export function createWebPersistStorage(storage: Storage = defaultLocalStorage()): WebStorage {
  return {
    getItem: (key) => Promise.resolve(storage.getItem(key)),
    setItem: (key, value) => Promise.resolve(storage.setItem(key, value)),
    removeItem: (key) => Promise.resolve(storage.removeItem(key)),
  };
}

function defaultLocalStorage(): Storage {
  const candidate: unknown = (globalThis as { localStorage?: Storage }).localStorage;
  return candidate === undefined ? createMemoryStorage() : (candidate as Storage);
}
