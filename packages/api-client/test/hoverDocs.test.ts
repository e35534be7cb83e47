import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { calls } from '../src/index';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const consumer = `${packageDir}test/hover-consumer/consumer.ts`;

/** What another team writes first; each marked name must show a doc comment on hover. */
const firstUse = `
import { createApiClient, isApiError, toApiError, pictureUrl, pictureSrcSet, normalizePictureUrl } from '@art-portal/api-client';
const api = /*@*/createApiClient({ baseURL: 'https://api.example/api', /*@*/getToken: () => null, /*@*/notify: () => {}, /*@*/closeLoading: () => {} });
export async function run(file: Blob) {
  await api./*@*/auth./*@*/loginBySms({ /*@*/phone: '1', code: '2' });
  const page = await api.artworks./*@*/list({ /*@*/pageNum: 1, pageSize: 12 });
  const me = await api.customer./*@*/getInfo();
  await api.upload./*@*/uploadFile(file, { /*@*/onProgress: () => {}, /*@*/fileName: 'a.jpg' });
  try { await api.news./*@*/get({ id: page.rows[0]!./*@*/id }); } catch (e) {
    const error = /*@*/toApiError(e);
    return [/*@*/isApiError(e), error./*@*/kind, error./*@*/message, error./*@*/notified, error./*@*/status, me./*@*/authStatus];
  }
  return [/*@*/pictureUrl('a', 'imgsmall'), /*@*/pictureSrcSet('a', []), /*@*/normalizePictureUrl('a')];
}
`;

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@art-portal/source'],
  strict: true,
  noEmit: true,
  types: ['node'],
};

/**
 * The declarations tsc emits for the package's sources, by source path: what the build bundles into
 * `dist/*.d.ts`, so what a consumer of the published package hovers. A type written out in another module than
 * its properties' (a spread of another module's object) loses their doc comments there.
 */
function emittedDeclarations(): Map<string, string> {
  const program = ts.createProgram([`${packageDir}src/index.ts`], {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
  });
  const files = new Map<string, string>();
  program.emit(undefined, (fileName, text) => files.set(fileName.replace(/\.d\.ts$/, '.ts'), text));
  return files;
}

function hoverDocs(source = firstUse, declarations?: Map<string, string>): { name: string; doc: string }[] {
  const read = (name: string) =>
    name === consumer ? source : (declarations?.get(name) ?? ts.sys.readFile(name));
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [consumer],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = read(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => packageDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (name) => name === consumer || ts.sys.fileExists(name),
    readFile: read,
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (name) => ts.sys.directoryExists(name),
    getDirectories: (name) => ts.sys.getDirectories(name),
  };
  const service = ts.createLanguageService(host);
  return [...source.matchAll(/\/\*@\*\/(\w+)/g)].map((match) => {
    const info = service.getQuickInfoAtPosition(consumer, match.index + '/*@*/'.length);
    return { name: match[1]!, doc: info ? ts.displayPartsToString(info.documentation) : '' };
  });
}

/**
 * A consumer that reads every field of every object type the main entry exports (generic ones given `unknown`)
 * and every function of the client: `<Type>.<field>` and `api.<resource>.<function>`, each marked for a hover.
 */
function everyFieldAndFunction(): string {
  const entry = `${packageDir}src/index.ts`;
  const program = ts.createProgram([entry], options);
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!);
  const lines = [`import type * as t from '@art-portal/api-client';`, 'declare const api: t.ApiClient;'];
  for (const exported of exports) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    const declaration = symbol.declarations?.[0] as
      ts.InterfaceDeclaration | ts.TypeAliasDeclaration | undefined;
    const parameters = declaration?.typeParameters ?? [];
    if (parameters.some((parameter) => parameter.constraint)) continue; // StaticRequest<S extends TSchema>: a helper
    const name = `${exported.name}${parameters.length ? `<${parameters.map(() => 'unknown').join(', ')}>` : ''}`;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (type.isUnion() || !(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0)
      continue;
    const variable = `v${lines.length}`;
    lines.push(`declare const ${variable}: t.${name};`);
    for (const property of checker.getPropertiesOfType(type)) {
      lines.push(`${variable}./*@*/${property.name};`);
      if (exported.name !== 'ApiClient') continue;
      const resource = checker.getTypeOfSymbol(property);
      for (const fn of checker.getPropertiesOfType(resource))
        lines.push(`api.${property.name}./*@*/${fn.name};`);
    }
  }
  return lines.join('\n');
}

describe('editor hover', () => {
  test.each([
    ['its sources', false],
    ['its emitted declarations (a published consumer)', true],
  ])(
    'every field of every exported type, and every function of the client, shows a doc comment: %s',
    (_, emitted) => {
      const source = everyFieldAndFunction();
      const docs = hoverDocs(source, emitted ? emittedDeclarations() : undefined);
      // 44 calls and uploadFile, 11 resources, every entity and request field: well over 300 names.
      expect(docs.length).toBeGreaterThan(300);
      expect(source).toContain('api.artworks./*@*/list;');
      expect(source).toContain('./*@*/oldCode;');
      expect(source).toContain('./*@*/productTypeName;');
      expect(source).toContain('./*@*/pageNum;');
      expect(docs.filter(({ doc }) => doc.trim() === '').map(({ name }) => name)).toEqual([]);
    },
    300_000,
  ); // ~400 hovers through Static<> types: 20–100 s alone, more beside the other suites

  test('the calls that need login say "(login)" on hover, and only those', () => {
    const names = Object.keys(calls) as (keyof typeof calls)[];
    const docs = hoverDocs(
      `import { createApiClient } from '@art-portal/api-client';\nconst api = createApiClient();\n${names
        .map((name) => `api.${name.replace('.', './*@*/')};`)
        .join('\n')}`,
    );
    expect(docs).toHaveLength(names.length);
    const marked = names.filter((_, index) => docs[index]!.doc.includes('(login)'));
    expect(marked).toEqual(names.filter((name) => calls[name].login));
  }, 60_000);

  test('the functions, options and fields a consumer uses first carry a doc comment', () => {
    const docs = hoverDocs();
    expect(docs).toHaveLength(25);
    expect(docs.filter(({ doc }) => doc.trim() === '').map(({ name }) => name)).toEqual([]);
    expect(docs.find(({ name }) => name === 'message')?.doc).toMatch(/^Chinese, ready to show/);
  }, 60_000);

  test('the account changes that end the login say so', () => {
    const docs = hoverDocs(`
import { createApiClient } from '@art-portal/api-client';
const api = createApiClient();
export const calls = [api.customer./*@*/changePassword, api.customer./*@*/updatePhone, api.customer./*@*/updateEmail, api.customer./*@*/resetPassword];
`);
    expect(docs.filter(({ doc }) => !/logged out/.test(doc)).map(({ name }) => name)).toEqual([]);
  }, 60_000);

  test('an activity entry says it needs a file', () => {
    const [fileUrls] = hoverDocs(`
import { createApiClient } from '@art-portal/api-client';
export const done = createApiClient().activities.attend({ activityId: 1, title: 't', description: '', /*@*/fileUrls: [] });
`);
    expect(fileUrls?.doc).toMatch(/at least one/);
  }, 60_000);
});
