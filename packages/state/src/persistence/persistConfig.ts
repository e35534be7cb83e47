import {
  createMigrate,
  type MigrationManifest,
  type PersistedState,
  type Storage as PersistStorage,
} from 'redux-persist';

/** The storage key name: redux-persist writes under `persist:art-portal`. */
const PERSIST_KEY = 'art-portal';

/** The slices that survive a reload. Server data (the RTK Query cache) and the session never do. */
const PERSISTED_SLICES = ['breadcrumb', 'device', 'user'] as const;

/** Version of the persisted shape; bump it together with a new entry in {@link persistMigrations}. */
const PERSIST_VERSION = 1;

/**
 * Migrations of the persisted state, keyed by the version they produce.
 * Version 1 keeps only the whitelisted slices of whatever an older build stored.
 */
const persistMigrations: MigrationManifest = {
  1: (state) => {
    if (state === undefined) return state;
    const kept: Record<string, unknown> = { _persist: state._persist };
    for (const key of PERSISTED_SLICES) {
      if (key in state) kept[key] = (state as Record<string, unknown>)[key];
    }
    return kept as PersistedState;
  },
};

/** The redux-persist configuration of the root reducer. */
export function persistConfig(storage: PersistStorage) {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: [...PERSISTED_SLICES],
    migrate: createMigrate(persistMigrations, { debug: false }),
  };
}
