import type { Rolldown } from 'vite';

/** The initial chunks' names, each after the chunks it imports. */
export declare const INITIAL_CHUNK_ORDER: readonly string[];

/** The `entry-deps`, `store` and `shell` chunks for `build.rolldownOptions.output.codeSplitting.groups`. */
export declare function initialChunkGroups(
  entry: string,
  root: string,
  lazyOnly: RegExp,
): Rolldown.CodeSplittingGroup[];
