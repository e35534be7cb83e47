import type { Rolldown } from 'vite';

/** The `shell` and `entry-deps` chunks for `build.rolldownOptions.output.codeSplitting.groups`. */
export declare function initialChunkGroups(entry: string, root: string, lazyOnly: RegExp): Rolldown.CodeSplittingGroup[];
