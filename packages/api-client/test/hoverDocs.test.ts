import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

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

function hoverDocs(source = firstUse): { name: string; doc: string }[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@art-portal/source'],
    strict: true,
    noEmit: true,
    types: ['node'],
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [consumer],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = name === consumer ? source : ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => packageDir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (name) => name === consumer || ts.sys.fileExists(name),
    readFile: (name) => (name === consumer ? source : ts.sys.readFile(name)),
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

describe('editor hover', () => {
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
