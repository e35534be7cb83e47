export declare const sourceCondition: '@art-portal/source';
export declare const sourceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
export declare const testDefaults: { testTimeout: number; hookTimeout: number };
