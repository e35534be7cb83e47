import { defineConfig } from 'tsup';

/**
 * tsup preset for workspace libraries: ESM + CJS + d.ts, React and every dependency external.
 * @param {import('tsup').Options} [overrides]
 */
export function libraryConfig(overrides = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    // tsup 8 injects `baseUrl`, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    ...overrides,
  });
}
