import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@art-portal/tooling/chromium';
import { sourceResolve, testDefaults } from '@art-portal/tooling/vitest';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every MUI, Emotion and DOMPurify module the sources import, pre-bundled up front: otherwise Vite discovers
 * them mid-run, re-optimises and reloads the browser page under the running tests.
 */
function preBundled(): string[] {
  const found = new Set([
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
  ]);
  for (const dir of ['src', '.storybook']) {
    for (const entry of readdirSync(path.join(dirname, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const match of source.matchAll(/from '((?:@mui|@emotion)\/[^']+|dompurify)'/g))
        if (match[1]) found.add(match[1]);
    }
  }
  return [...found].sort();
}

const chromium = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
};

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  optimizeDeps: { include: preBundled() },
  test: {
    ...testDefaults,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setupUnit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          // A high-density screen, so the hairline test really runs.
          browser: {
            ...chromium,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { deviceScaleFactor: 2 },
            }),
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: { name: 'storybook', browser: chromium },
      },
    ],
  },
});
