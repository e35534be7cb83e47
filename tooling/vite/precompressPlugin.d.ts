import type { Plugin } from 'vite';

/** Writes `.br` and `.gz` next to every text asset of 1 KiB or more. */
export declare function precompressPlugin(): Plugin;
