import { sourceResolve } from '@art-portal/tooling/vitest';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Storybook's Vite config: workspace packages from their sources, and plugin-react, which also quiets MUI's "use client". */
export default defineConfig({ ...sourceResolve, plugins: [react()] });
