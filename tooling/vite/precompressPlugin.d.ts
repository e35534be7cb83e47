import type { Plugin } from 'vite';

/** Writes `.br` and `.gz` next to every text file of the client build `dir` when a build ends. */
export declare function precompressPlugin(dir: string): Plugin;

/** The files of the client build `dir` that are served from `.br` and `.gz` copies: every non-empty text file. */
export declare function compressibleFiles(dir: string): Generator<string>;
