import { calls, type CallDefinition, type CallName } from '@art-portal/api-client';
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

/** An argument for any call: the ids the cache tags read, and the call's name. */
const probe = (name: CallName) =>
  'input' in calls[name] ? { probe: name, id: '1', courseId: '1', activityId: '1' } : undefined;

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Every call of the table answered with its own name. */
const isQuery = (name: CallName): boolean => {
  const call: CallDefinition = calls[name];
  return call.reads || call.shown === true;
};

const answeringEveryCall = (): Record<string, Route> =>
  Object.fromEntries(names.map((name) => [`${calls[name].method} ${calls[name].path}`, () => ok(name)]));

describe('the endpoints come from the contract calls table', () => {
  it('names one endpoint per call, a query when it only reads or is shown and a mutation otherwise', () => {
    expect(Object.keys(portalApi.endpoints).sort()).toEqual(names.map(endpointName).sort());
    expect(endpointName('artworks.listTypes')).toBe('artworksListTypes');
    for (const name of names) {
      const endpoint = endpointOf(name);
      expect([name, typeof endpoint.useQuery, typeof endpoint.useMutation]).toEqual(
        isQuery(name) ? [name, 'function', 'undefined'] : [name, 'undefined', 'function'],
      );
    }
  });

  it('calls the client method of the same name, with the argument only when the call takes one', async () => {
    server = await startContractServer(answeringEveryCall());
    const { store, api } = createTestStore({ baseURL: server.baseURL });
    const received: { name: string; args: unknown[] }[] = [];
    for (const name of names) {
      const [resource, fn] = name.split('.') as [keyof typeof api, string];
      const methods = api[resource] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const original = methods[fn]!.bind(methods);
      methods[fn] = (...args: unknown[]) => {
        received.push({ name, args });
        return original(...args);
      };
    }
    store.dispatch(loggedIn('token', { remember: false }));
    // Last: logging out ends the session and empties the cache.
    const logoutLast = [...names.filter((name) => name !== 'customer.logout'), 'customer.logout' as const];
    for (const name of logoutLast) {
      const result = await store.dispatch(endpointOf(name).initiate(probe(name), { subscribe: false }));
      expect([name, result.data, result.error]).toEqual([name, name, undefined]);
      expect(server.requests.at(-1)).toMatchObject({ method: calls[name].method, path: calls[name].path });
      const call = received.at(-1);
      const options: unknown = { signal: expect.any(AbortSignal) as unknown };
      const expected = 'input' in calls[name] ? [probe(name), options] : [options];
      expect([call?.name, call?.args]).toEqual([name, expected]);
    }
    expect(server.requests).toHaveLength(names.length);
  });

  it('while logged out, asks for no query whose call needs login, and for every other one', async () => {
    server = await startContractServer(answeringEveryCall());
    const { store } = createTestStore({ baseURL: server.baseURL });
    const queries = names.filter(isQuery);
    for (const name of queries)
      await store.dispatch(endpointOf(name).initiate(probe(name), { subscribe: false }));
    const asked = server.requests.map((request) => request.path);
    expect(asked).toEqual(queries.filter((name) => !calls[name].login).map((name) => calls[name].path));
    expect(queries.filter((name) => calls[name].login).length).toBeGreaterThan(0);
  });
});
