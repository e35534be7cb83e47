import type { Linter } from 'eslint';

export declare const config: Linter.Config[];
