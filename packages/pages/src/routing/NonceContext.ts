import { createContext } from 'react';

/** The per-response nonce of the framework's inline scripts; set by the server entry, absent in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);
