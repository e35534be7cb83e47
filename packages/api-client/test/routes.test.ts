import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { routes } from '../src/contract/index';

const contractPath = fileURLToPath(new URL('../../../../shared/spec/contract.md', import.meta.url));

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));

/** Every `| METHOD /path **login**? |` row of a Markdown text's tables. */
function callRows(markdown: string): string[] {
  const rows = markdown.matchAll(/^\| (GET|POST) (\/\S+)( \*\*login\*\*)? \|/gm);
  return [...rows].map(([, method, path, login]) => `${method} ${path}${login ? ' login' : ''}`);
}

/** The calls of the contract, and this project's extensions of it (the README's "Extensions of the contract"). */
function specCalls(): string[] {
  return [...callRows(readFileSync(contractPath, 'utf8')), ...extensionCalls()];
}

function extensionCalls(): string[] {
  const readme = readFileSync(readmePath, 'utf8');
  const section = readme.slice(
    readme.indexOf('### Extensions of the contract'),
    readme.indexOf('## Validation rules'),
  );
  return callRows(section);
}

describe('route table', () => {
  test('has 47 calls, each once', () => {
    const table = routes.map((r) => `${r.method} ${r.path}${r.login ? ' login' : ''}`);
    expect(table).toHaveLength(47);
    expect(new Set(table).size).toBe(table.length);
  });

  test("lists the contract's extensions, the view counters, search, the sitemap's parts and 页面, in the README", () => {
    expect(extensionCalls()).toEqual([
      'GET /portal/production/view',
      'GET /portal/resourceInfoColumn/view',
      'GET /portal/pass/course/view',
      'GET /portal/search/list',
      'GET /portal/search/suggest',
      'GET /portal/sitemap/parts',
      'GET /portal/sitemap/part',
      'GET /portal/page/get',
    ]);
  });

  test.skipIf(!existsSync(contractPath))(
    'covers exactly the calls of contract.md and its extensions, with their login marks',
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
