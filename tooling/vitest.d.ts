export declare const sourceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
export declare const testDefaults: {
  testTimeout: number;
  hookTimeout: number;
  expect: { poll: { timeout: number } };
};
/** Every MUI, Emotion and DOMPurify module the files under `dirs` import, for `optimizeDeps.include`. */
export declare function preBundledDeps(dirs: string[]): string[];
