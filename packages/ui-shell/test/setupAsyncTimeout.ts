import { configure } from '@testing-library/react';

// findBy* and waitFor give up after one second by default: too short when CI runs two suites on two cores, where a
// lazily loaded component's first load took more than 5 s. A test's own limit is 20 s (tooling/vitest.js).
configure({ asyncUtilTimeout: 15_000 });
