import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './isDatabaseUnavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, a server shutting down and a dropped session, also wrapped by Drizzle', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is shutting down', '57P03'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('x', '57P01') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves other failures to be answered as errors', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
