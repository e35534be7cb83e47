/** A fulfilled query as it travels from the server's store to the browser's: its endpoint, argument and data. */
export type QueryEntry = { endpointName: string; arg: unknown; value: unknown };
