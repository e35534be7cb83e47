import { libraryConfig } from '@art-portal/tooling/tsup';
import { existsSync, readdirSync } from 'node:fs';

// Every folder with an index.ts is a subpath of the package (`./*` in package.json): each page's route module, the
// layout, the providers, routing and the server's renderer.
const subpaths = readdirSync('src').filter((folder) => existsSync(`src/${folder}/index.ts`));

export default libraryConfig({
  entry: {
    ...Object.fromEntries(subpaths.map((folder) => [`${folder}/index`, `src/${folder}/index.ts`])),
    // The route list alone, for the portal's routes.ts, which the framework evaluates before any source is compiled.
    'routing/portalRouteList': 'src/routing/portalRouteList.ts',
  },
  format: ['esm'],
  // One declaration pass of tsc (tsconfig.build.json) instead of rollup-plugin-dts per entry, which runs out of memory.
  dts: false,
});
