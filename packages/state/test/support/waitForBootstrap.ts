import type { Persistor } from 'redux-persist';

/** Resolves once redux-persist has rehydrated (it writes nothing before). */
export function waitForBootstrap(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}
