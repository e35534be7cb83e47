import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { routes } from '../src/contract/index';

const contractPath = fileURLToPath(new URL('../../../../shared/spec/contract.md', import.meta.url));

/** Every `| METHOD /path **login**? |` row of the contract's call tables. */
function specCalls(): string[] {
  const rows = readFileSync(contractPath, 'utf8').matchAll(/^\| (GET|POST) (\/\S+)( \*\*login\*\*)? \|/gm);
  return [...rows].map(([, method, path, login]) => `${method} ${path}${login ? ' login' : ''}`);
}

describe('route table', () => {
  test('has 39 calls, each once', () => {
    const table = routes.map((r) => `${r.method} ${r.path}${r.login ? ' login' : ''}`);
    expect(table).toHaveLength(39);
    expect(new Set(table).size).toBe(table.length);
  });

  test.skipIf(!existsSync(contractPath))(
    'covers exactly the calls of contract.md, with their login marks',
    () => {
      const table = routes.map((r) => `${r.method} ${r.path}${r.login ? ' login' : ''}`);
      expect([...table].sort()).toEqual(specCalls().sort());
    },
  );

  test("each call's fields are its query or body schema's properties, in both tables", () => {
    for (const route of routes) {
      const schema =
        ('query' in route ? route.query : undefined) ?? ('body' in route ? route.body : undefined);
      const fields = 'fields' in route ? route.fields : undefined;
      expect({ name: route.name, fields: fields ? [...fields].sort() : undefined }).toEqual({
        name: route.name,
        fields: schema ? Object.keys(schema.properties).sort() : undefined,
      });
      expect('input' in route ? route.input : undefined).toBe(
        'query' in route ? 'query' : 'body' in route ? 'body' : undefined,
      );
    }
  });

  test('names are unique `<resource>.<function>`', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });
});
