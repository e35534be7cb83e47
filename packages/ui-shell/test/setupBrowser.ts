import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest's browser mode does not unmount what a test rendered: without this, the next test finds it still there.
afterEach(() => cleanup());
