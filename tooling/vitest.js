import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** The export condition that points workspace packages at their sources, so nothing needs a prior build. */
const sourceCondition = '@art-portal/source';

/** Vite/Vitest `resolve` settings that prefer workspace sources over `dist`. */
export const sourceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};

/**
 * Test defaults: turbo runs lint, typecheck and tests side by side on two cores, so allow slow starts, and give
 * `expect.poll` ten seconds instead of one (a video's metadata or a lazy chunk can take longer than that in CI).
 */
export const testDefaults = {
  testTimeout: 20_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 10_000 } },
};

/**
 * Every MUI, Emotion and DOMPurify module the files under `dirs` import, for `optimizeDeps.include`: otherwise
 * Vite discovers them mid-run, re-optimises and reloads the browser page under the running tests.
 */
export function preBundledDeps(dirs) {
  const found = new Set([
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
  ]);
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const match of source.matchAll(/from '((?:@mui|@emotion)\/[^']+|dompurify)'/g))
        if (match[1]) found.add(match[1]);
    }
  }
  return [...found].sort();
}
