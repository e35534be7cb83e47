/**
 * The api-client's "log in again" signal, kept until someone inside the router can act on it: the client is built
 * (and may hear a 401) before the router renders.
 */
export type SessionExpiry = {
  /** The server no longer accepts the token. */
  expire: () => void;
  /** Calls `listener` on every expiry, and at once for one that nobody heard yet. Returns the unsubscribe. */
  onExpired: (listener: () => void) => () => void;
};

export function createSessionExpiry(): SessionExpiry {
  const listeners = new Set<() => void>();
  let unheard = false;
  return {
    expire() {
      unheard = listeners.size === 0;
      listeners.forEach((listener) => listener());
    },
    onExpired(listener) {
      listeners.add(listener);
      if (unheard) {
        unheard = false;
        listener();
      }
      return () => listeners.delete(listener);
    },
  };
}
