import type { CallName } from '@art-portal/api-client';

/** The store's endpoint of a call: `artworks.list` → `artworksList`. */
export type EndpointName<N extends CallName> = N extends `${infer Resource}.${infer Function}`
  ? `${Resource}${Capitalize<Function>}`
  : never;

/** {@link EndpointName} at run time. */
export function endpointName<N extends CallName>(name: N): EndpointName<N> {
  const [resource = '', fn = ''] = name.split('.');
  return `${resource}${fn.charAt(0).toUpperCase()}${fn.slice(1)}` as EndpointName<N>;
}
