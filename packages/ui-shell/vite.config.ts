import react from '@vitejs/plugin-react';
import { sourceResolve } from '@art-portal/tooling/vitest';
import { defineConfig } from 'vite';

export default defineConfig({ ...sourceResolve, plugins: [react()] });
