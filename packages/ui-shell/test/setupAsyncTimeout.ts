import { configure } from '@testing-library/react';

// findBy* and waitFor give up after one second by default: too short when CI runs two suites on two cores.
configure({ asyncUtilTimeout: 5_000 });
