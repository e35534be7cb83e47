import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
  // The whole route list comes with the first page (a cacheable file) instead of /__manifest requests once it has
  // hydrated: each answer patched the router and re-rendered every page from the root, twice per first visit.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
