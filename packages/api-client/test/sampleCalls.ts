import { calls as definitions, type CallDefinition, type CallName } from '../src/contract/index';
import { sampleRequests, type CallWithArgument } from '../src/fixtures/index';
import type { ApiClient, CallOptions } from '../src/index';

/** One sample invocation of a call, with what the contract says the server receives. */
export interface Expected {
  /** Makes the call with its sample argument, passing `options` on as its last argument. */
  call: (api: ApiClient, options?: CallOptions) => Promise<unknown>;
  /** The query string the contract asks for (as the server receives it). */
  query?: Record<string, string>;
  /** The JSON body the contract asks for; absent for calls without a body. */
  body?: unknown;
}

type AnyFunction = (...args: unknown[]) => Promise<unknown>;

function expected(name: CallName): Expected {
  const [resource, name_] = name.split('.') as [keyof ApiClient, string];
  const invoke = (api: ApiClient): AnyFunction =>
    (api[resource] as unknown as Record<string, AnyFunction>)[name_]!;
  const definition: CallDefinition = definitions[name];
  if (!definition.input) return { call: (api, options) => invoke(api)(options) };
  const argument = sampleRequests[name as CallWithArgument];
  const call: Expected['call'] = (api, options) => invoke(api)(argument, options);
  if (definition.input === 'body') return { call, body: argument };
  return {
    call,
    query: Object.fromEntries(Object.entries(argument).map(([key, value]) => [key, String(value)])),
  };
}

/** Every call of the contract with its sample argument (from the fixtures), keyed by name. */
export const calls = Object.fromEntries(
  (Object.keys(definitions) as CallName[]).map((name) => [name, expected(name)]),
) as Record<CallName, Expected>;
