import {
  calls,
  type ApiClient,
  type CallDefinition,
  type CallName,
  type CallOptions,
} from '@art-portal/api-client';
import type { CallEndpoints } from './callEndpointTypes';
import type { ClientCall } from './clientBaseQuery';
import { endpointExtras } from './endpointExtras';
import { endpointName } from './endpointName';
import type { PortalBuilder } from './portalBuilder';

type UntypedResource = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** The client call of `name`: `api.<resource>.<function>(arg?, options)`, the argument only if the call takes one. */
function clientCall(name: CallName, arg: unknown): ClientCall {
  const [resource = '', fn = ''] = name.split('.');
  const takesArg = 'input' in calls[name];
  return (api: ApiClient, options: CallOptions) => {
    const client = (api as unknown as Record<string, UntypedResource>)[resource];
    if (client?.[fn] === undefined) throw new Error(`The api-client has no ${name}.`);
    return takesArg ? client[fn](arg, options) : client[fn](options);
  };
}

/**
 * One endpoint per call of the contract's `calls` table, named by {@link endpointName}: a query for a call that only
 * reads or is asked for to show its answer, else a mutation, with what {@link endpointExtras} adds. Built by a loop
 * and typed by {@link CallEndpoints}, which derives each definition from the table and the api-client's method of
 * the same name.
 */
export function callEndpoints(build: PortalBuilder): CallEndpoints {
  const endpoints: Record<string, unknown> = {};
  for (const name of Object.keys(calls) as CallName[]) {
    const definition = { query: (arg: unknown) => clientCall(name, arg), ...endpointExtras[name] };
    const call: CallDefinition = calls[name];
    endpoints[endpointName(name)] =
      call.reads || call.shown
        ? build.query<unknown, unknown>(definition as Parameters<typeof build.query<unknown, unknown>>[0])
        : build.mutation<unknown, unknown>(
            definition as Parameters<typeof build.mutation<unknown, unknown>>[0],
          );
  }
  return endpoints as CallEndpoints;
}
