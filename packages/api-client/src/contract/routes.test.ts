import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { routes } from './routes';

const contractPath = fileURLToPath(new URL('../../../../../shared/spec/contract.md', import.meta.url));

/** Every `| METHOD /path **login**? | …` row of the contract's call tables. */
function contractCalls(): { call: string; login: boolean }[] {
  const rows = readFileSync(contractPath, 'utf8').matchAll(/^\| (GET|POST) (\/\S+)( \*\*login\*\*)? \|/gm);
  return [...rows].map(([, method, path, login]) => ({ call: `${method} ${path}`, login: login !== undefined }));
}

describe('route table', () => {
  test('covers exactly the calls of contract.md, with their login marks', () => {
    const spec = contractCalls();
    expect(spec).toHaveLength(39);
    const table = routes.map((r) => ({ call: `${r.method} ${r.path}`, login: r.login }));
    expect(new Set(table.map((r) => r.call)).size).toBe(routes.length);
    expect([...table].sort((a, b) => a.call.localeCompare(b.call))).toEqual(
      [...spec].sort((a, b) => a.call.localeCompare(b.call)),
    );
  });

  test('names are unique `<resource>.<function>`', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });
});
