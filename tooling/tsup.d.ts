import type { Options } from 'tsup';

export declare function libraryConfig(overrides?: Options): Options | Options[];
