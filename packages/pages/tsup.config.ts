import { libraryConfig } from '@art-portal/tooling/tsup';

const pages = [
  'layout',
  'providers',
  'home',
  'artworks',
  'artwork-detail',
  'activities',
  'activity-detail',
  'activity-entries',
  'cloud-exhibition',
  'cultivate',
  'courses',
  'course-detail',
  'cooperation',
  'international',
  'about-us',
  'workstation',
  'news',
  'news-detail',
  'not-found',
  'login',
  'messages',
  'routing',
  'server',
];

export default libraryConfig({
  entry: {
    ...Object.fromEntries(pages.map((page) => [`${page}/index`, `src/${page}/index.ts`])),
    // The exhibitions' ids and names alone, for the portal's startup route table (titles) without the page.
    'cloud-exhibition/exhibitions': 'src/cloud-exhibition/exhibitions.ts',
    // The route list alone, for the portal's routes.ts, which the framework evaluates before any source is compiled.
    'routing/portalRouteList': 'src/routing/portalRouteList.ts',
  },
  format: ['esm'],
  // One declaration pass of tsc (tsconfig.build.json) instead of rollup-plugin-dts per entry, which runs out of memory.
  dts: false,
});
