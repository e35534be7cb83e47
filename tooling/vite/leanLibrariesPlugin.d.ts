import type { Plugin } from 'vite';

/** Drops library code the portal never runs but the bundler cannot prove unused. */
export declare function leanLibrariesPlugin(): Plugin;
