import { calls, type CallName } from '@art-portal/api-client';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointName } from '../src/api/endpointName';
import { portalApi } from '../src/api/portalApi';
import { loggedIn } from '../src/slices/sessionSlice';
import { ok, startContractServer, type ContractServer, type Route } from './support/contractServer';
import { createTestStore } from './support/createTestStore';

const names = Object.keys(calls) as CallName[];

/** An endpoint reached by a name computed at run time, with the part of its type every endpoint shares. */
type AnyEndpoint = {
  initiate: (
    arg: unknown,
    options?: object,
  ) => ThunkAction<PromiseLike<{ data?: unknown; error?: unknown }>, unknown, unknown, UnknownAction>;
  useQuery?: unknown;
  useMutation?: unknown;
};
function endpointOf(name: CallName): AnyEndpoint {
  const endpoint = (portalApi.endpoints as unknown as Partial<Record<string, AnyEndpoint>>)[
    endpointName(name)
  ];
  if (endpoint === undefined) throw new Error(`No endpoint for ${name}`);
  return endpoint;
}

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Every call of the table answered with its own name. */
const answeringEveryCall = (): Record<string, Route> =>
  Object.fromEntries(names.map((name) => [`${calls[name].method} ${calls[name].path}`, () => ok(name)]));

describe('the endpoints come from the contract calls table', () => {
  it('names one endpoint per call, a query when it only reads and a mutation otherwise', () => {
    expect(Object.keys(portalApi.endpoints).sort()).toEqual(names.map(endpointName).sort());
    expect(endpointName('artworks.listTypes')).toBe('artworksListTypes');
    for (const name of names) {
      const endpoint = endpointOf(name);
      expect([name, typeof endpoint.useQuery, typeof endpoint.useMutation]).toEqual(
        calls[name].reads ? [name, 'function', 'undefined'] : [name, 'undefined', 'function'],
      );
    }
  });

  it('sends each call to its method and path, its argument where the table says, and yields the answer', async () => {
    server = await startContractServer(answeringEveryCall());
    const { store } = createTestStore({ baseURL: server.baseURL });
    store.dispatch(loggedIn('token', { remember: false }));
    for (const name of names) {
      const arg = 'input' in calls[name] ? { probe: name } : undefined;
      const result = await store.dispatch(endpointOf(name).initiate(arg, { subscribe: false }));
      const request = server.requests.at(-1);
      expect([name, result.data]).toEqual([name, name]);
      expect(request).toMatchObject({ method: calls[name].method, path: calls[name].path });
      const input = 'input' in calls[name] ? calls[name].input : undefined;
      if (input === 'query') expect([name, request?.query]).toEqual([name, { probe: name }]);
      if (input === 'body') expect([name, request?.body]).toEqual([name, { probe: name }]);
      if (input === undefined) expect([name, request?.query, request?.body]).toEqual([name, {}, undefined]);
    }
    expect(server.requests).toHaveLength(names.length);
  });

  it('while logged out, asks for no query whose call needs login, and for every other one', async () => {
    server = await startContractServer(answeringEveryCall());
    const { store } = createTestStore({ baseURL: server.baseURL });
    const queries = names.filter((name) => calls[name].reads);
    for (const name of queries)
      await store.dispatch(endpointOf(name).initiate(undefined, { subscribe: false }));
    const asked = server.requests.map((request) => request.path);
    expect(asked).toEqual(queries.filter((name) => !calls[name].login).map((name) => calls[name].path));
    expect(queries.filter((name) => calls[name].login).length).toBeGreaterThan(0);
  });
});
