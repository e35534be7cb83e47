import { defaultClientConditions, defaultServerConditions } from 'vite';

/** The export condition that points workspace packages at their sources, so nothing needs a prior build. */
export const sourceCondition = '@art-portal/source';

/** Vite/Vitest `resolve` settings that prefer workspace sources over `dist`. */
export const sourceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};

/** Test defaults: turbo runs lint, typecheck and tests side by side on two cores, so allow slow starts. */
export const testDefaults = { testTimeout: 20_000, hookTimeout: 60_000 };
