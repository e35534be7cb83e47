import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@art-portal/tooling/chromium';
import { preBundledDeps, sourceResolve, testDefaults } from '@art-portal/tooling/vitest';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const uiShell = path.join(dirname, '..', 'ui-shell');

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  // The Storybook holds ui-shell's stories too (see .storybook/main.ts).
  optimizeDeps: {
    include: preBundledDeps([
      path.join(dirname, 'src'),
      path.join(dirname, '.storybook'),
      path.join(uiShell, 'src'),
      path.join(uiShell, '.storybook'),
    ]),
  },
  test: {
    ...testDefaults,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          /* ImageViewer's Deep Zoom story loads OpenSeadragon through the dev server, animates two zooms and clicks
             while the viewer draws: 12–19 s beside CI's other suites (5.4 s to the viewer, 7.6 s for one click), and
             once past the 20 s that unit tests get. */
          testTimeout: 45_000,
          // One page for all story files: each story builds its own runtime and resets msw, so nothing leaks, and
          // the preview, the worker and the page modules load once instead of once per file.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
