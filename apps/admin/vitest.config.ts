import { sourceResolve, testDefaults } from '@art-portal/tooling/vitest';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  test: {
    ...testDefaults,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setupTests.ts'],
  },
});
