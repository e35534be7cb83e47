import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@art-portal/tooling/chromium';
import { preBundledDeps, sourceResolve, testDefaults } from '@art-portal/tooling/vitest';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  optimizeDeps: { include: preBundledDeps([path.join(dirname, 'src'), path.join(dirname, '.storybook')]) },
  test: {
    ...testDefaults,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file (setupCleanup unmounts after each test): the
          // environment's and MUI's setup were most of this project's time.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setupAsyncTimeout.ts', './test/setupCleanup.ts', './test/setupUnit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setupAsyncTimeout.ts', './test/setupCleanup.ts'],
          // A high-density screen, so the hairline test really runs.
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { deviceScaleFactor: 2 },
            }),
          },
        },
      },
    ],
  },
});
