import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only where the test runner's globals are on; here they are not.
afterEach(() => cleanup());
