import { sourceResolve } from '@art-portal/tooling/vitest';
import { initialChunkGroups } from '@art-portal/tooling/vite/initial-chunk-groups';
import { leanLibrariesPlugin } from '@art-portal/tooling/vite/lean-libraries';
import { precompressPlugin } from '@art-portal/tooling/vite/precompress';
import { reactRouter } from '@react-router/dev/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// react-router's exports map names only its development build, whose dev warnings then ship (remix-run/react-router#14102).
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

const entry = fileURLToPath(new URL('./src/entry.client.tsx', import.meta.url));
const root = fileURLToPath(new URL('./src/root.tsx', import.meta.url));
const clientBuild = fileURLToPath(new URL('./build/client', import.meta.url));
// Reached from the root only through barrels, used only by lazy chunks: left to those chunks (a module named here that
// the shell did need would land in a chunk of its own that the shell imports, and count in the budget all the same).
// Listed from a build without the groups below, whose initial chunks hold only what the root really imports.
const lazyOnly = new RegExp(
  [
    // MUI: input components' class names (through styles' enhanceHighContrast) and helpers of utils' barrel.
    String.raw`[\\/]@mui[\\/]material[\\/](InputBase|TextareaAutosize|LinearProgress|Skeleton)[\\/][^\\/]+\.mjs$`,
    String.raw`[\\/]@mui[\\/]material[\\/](FilledInput|FormHelperText|FormLabel|Input|ListItemButton|MenuItem|NativeSelect|OutlinedInput)[\\/]\w+Classes\.mjs$`,
    String.raw`[\\/]@mui[\\/]material[\\/](FormControl[\\/](FormControlContext|useFormControl)|styles[\\/]cssUtils)\.mjs$`,
    // MUI: the buttons (the shell draws its own, ShellButton), their ripple and spinner, and the ripple's motion hook.
    String.raw`[\\/]@mui[\\/]material[\\/](Button|ButtonBase|ButtonGroup|CircularProgress|IconButton|useLazyRipple)[\\/][^\\/]+\.mjs$`,
    String.raw`[\\/]@mui[\\/]material[\\/]transitions[\\/]useReducedMotion\.mjs$`,
    String.raw`[\\/]@mui[\\/](material[\\/]utils|utils[\\/]\w+)[\\/](createChainedFunction|debounce|getActiveElement|isEventHandler|isHostComponent|isMuiElement|mergeSlotProps|ownerDocument|ownerWindow|setRef|useControlled|useEnhancedEffect)\.mjs$`,
    // Ours, through the packages' entry barrels.
    String.raw`[\\/]feedback[\\/](LoadingIndicator|CardGridSkeleton|ArticleSkeleton|ListSkeleton|PageSkeleton)\.tsx$`,
    String.raw`[\\/]content[\\/]GeneratedArt\.tsx$`,
    String.raw`[\\/]layout[\\/]gridSx\.ts$`,
    String.raw`[\\/]theme[\\/](portalEffects|portalPalette)\.ts$`,
    String.raw`[\\/]app-shell[\\/]NotFound\.tsx$`,
    String.raw`[\\/]ssr[\\/]loadQueries\.ts$`,
    String.raw`[\\/]pictures[\\/](pictureUrl|pictureSrcSet|normalizePictureUrl)\.ts$`,
  ].join('|'),
);

// The route modules are the page folders' index.ts: their chunks are named after the folder (about-us-….js), not all index-….js.
const pageFolder = /[\\/]packages[\\/]pages[\\/]src[\\/]([^\\/]+)[\\/]index\.tsx?(\?.*)?$/;
const entryFileNames = ({ facadeModuleId }: { facadeModuleId: string | null }) =>
  `assets/${facadeModuleId?.match(pageFolder)?.[1] ?? '[name]'}-[hash].js`;

const api = { target: 'http://127.0.0.1:3001', changeOrigin: true };
// The API serves the contract under /api and its local storage bucket (seeded pictures, uploads) under /storage.
const apiProxy = { '/api': api, '/storage': api };

export default defineConfig(({ command, isSsrBuild }) => ({
  ...sourceResolve,
  ...(command === 'build' && {
    resolve: { ...sourceResolve.resolve, alias: reactRouterProduction },
  }),
  // The server build carries its dependencies: a rendering instance needs only Node and this folder.
  // jsdom (the sanitiser's DOM, which @art-portal/pages/server creates) loads files of its own at run time: it stays
  // outside the bundle and a dependency of the portal, which a rendering instance loads it from.
  ...(command === 'build' && { ssr: { ...sourceResolve.ssr, noExternal: true, external: ['jsdom'] } }),
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  plugins: [reactRouter(), leanLibrariesPlugin(), precompressPlugin(clientBuild)],
  server: { proxy: apiProxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server build is the framework's own; its server entry also exports createPortalRenderer, which the API's
    // process (or a rendering instance) calls with the build itself.
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: { entryFileNames, codeSplitting: { groups: initialChunkGroups(entry, root, lazyOnly) } },
      },
    }),
  },
}));
