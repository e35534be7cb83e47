import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/** ui-shell's stories and token pages, and the annotations they need (theme toolbar, in-memory router). */
const uiShell = (path: string) => fileURLToPath(new URL(`../../ui-shell/${path}`, import.meta.url));

/**
 * The designers' one Storybook: the shell's components (from ui-shell, which must not import the store, so they
 * cannot hold the pages) and every page, in one sidebar, one static build and one test run. It lives here because
 * the pages' stories need this folder's mocked network and fixtures; ui-shell keeps its stories next to its code.
 */
const config: StorybookConfig = {
  stories: [
    { directory: '../../ui-shell/src', files: '**/*.stories.@(ts|tsx)' },
    '../src/**/*.stories.@(ts|tsx)',
    // The theme's tokens, and what the portal's code uses beside them.
    './tokens/*.mdx',
  ],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // ui-shell's preview applies only to its own stories (by their `ui-shell/` title); this folder's preview.tsx
  // applies only to the pages'.
  previewAnnotations: (entries = []) => [...entries, uiShell('.storybook/preview.tsx')],
  // Serves msw's mockServiceWorker.js at the root, where the worker is registered.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
