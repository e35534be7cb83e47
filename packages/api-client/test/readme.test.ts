import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test, vi } from 'vitest';
import {
  emailProblem,
  normalizePictureUrl,
  passwordProblem,
  phoneProblem,
  pictureSrcSet,
  pictureUrl,
} from '../src/index';
import { startTestServer } from './testServer';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${packageDir}README.md`, 'utf8');

/** The README's ```ts blocks, in order. */
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
/** The inline examples of the Resources table: every code span that calls `api.`. */
const tableExamples = [...readme.matchAll(/`((?:const|await) [^`]*api\.[^`]*)`/g)].map((match) => match[1]!);

/** What the examples take as given: the app's own helpers and the values a form would hold. */
const prelude = `
import type { ApiClient, Id, NewsSummary, Page } from '@art-portal/api-client';
declare global {
  function useEffect(effect: () => void | (() => void), deps: readonly unknown[]): void;
  function setNews(page: Page<NewsSummary>): void;
  const api: ApiClient;
  const sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
  const toast: Record<'success' | 'info' | 'warning' | 'error', (message: string) => void>;
  function navigate(path: string): void;
  function hideSpinner(): void;
  function setPercent(percent: number): void;
  const file: Blob;
  const cover: string;
  const phone: string, imageAnswer: string, codeId: string, smsCode: string, code: string, password: string;
  const email: string, oldCode: string | undefined, oldPassword: string, newPassword: string;
  const name: string, authProject: Id, authOrg: string, studentCode: string;
  const productType: Id | undefined, keyword: string | undefined, id: Id, courseId: Id, activityId: Id;
  const content: string, title: string, description: string, fileUrls: string[];
}
`;

/**
 * The README shows the shape of `ApiError` as a class body; checked as an interface that the real class
 * satisfies and that names only fields the real class has.
 */
function asShapeCheck(block: string): string {
  if (!block.startsWith('class ApiError extends Error {')) return block;
  return `${block.replace('class ApiError extends Error {', 'interface ReadmeApiError {')}
import type { ApiError } from '@art-portal/api-client';
declare const real: ApiError;
export const documented: ReadmeApiError = real;
export const fields: readonly (keyof ApiError)[] = [] as (keyof ReadmeApiError)[];
`;
}

/**
 * Type-checks each example as its own module against the package's sources: strict, Node types, and
 * `exactOptionalPropertyTypes`, the strictest setting a consumer may have (an optional field given a value
 * that may be `undefined`, such as an unset filter, must still be accepted).
 */
function diagnosticsOf(examples: string[]): string[] {
  const files = new Map<string, string>([[`${packageDir}test/readme-examples/prelude.d.ts`, prelude]]);
  examples.forEach((example, index) => {
    files.set(
      `${packageDir}test/readme-examples/example${index}.ts`,
      `${asShapeCheck(example)}\nexport {};\n`,
    );
  });
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@art-portal/source'],
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
  };
  const disk = ts.createCompilerHost(options);
  const host: ts.CompilerHost = {
    ...disk,
    fileExists: (name) => files.has(name) || disk.fileExists(name),
    readFile: (name) => files.get(name) ?? disk.readFile(name),
    getSourceFile: (name, version, ...rest) => {
      const text = files.get(name);
      return text === undefined
        ? disk.getSourceFile(name, version, ...rest)
        : ts.createSourceFile(name, text, version);
    },
  };
  const program = ts.createProgram([...files.keys()], options, host);
  // Only the examples' own diagnostics: the package's sources are checked by its own tsconfig, as a consumer's
  // skipLibCheck leaves the built .d.ts alone.
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === undefined || files.has(d.file.fileName))
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.slice(packageDir.length)}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

describe('the README', () => {
  test('has the examples this test reads', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(7);
    expect(tableExamples.length).toBeGreaterThanOrEqual(44);
  });

  test('its examples type-check as written, and its ApiError shape is the real one', () => {
    expect(diagnosticsOf([...blocks, ...tableExamples])).toEqual([]);
  }, 60_000);

  test('optional options and filters take a value that may be undefined (exactOptionalPropertyTypes)', () => {
    const example = `
import { ApiError, createApiClient } from '@art-portal/api-client';
declare const env: { API_URL?: string; XSRF?: string };
declare const signal: AbortSignal | undefined, maybe: string | undefined, status: 1 | undefined, flag: boolean | undefined;
const client = createApiClient({
  baseURL: env.API_URL, getToken: undefined, clearToken: undefined, notify: undefined, onUnauthenticated: undefined,
  closeLoading: undefined, getXsrfToken: env.XSRF === undefined ? undefined : () => env.XSRF, xsrfCookieJar: flag,
});
await client.upload.uploadFile(file, { signal, fileName: maybe, onProgress: undefined });
await client.artworks.list({ pageNum: 1, pageSize: 12, productType: undefined, productInfoType: undefined, keyword: maybe });
await client.news.list({ pageNum: 1, pageSize: 10, keyword: maybe });
await client.courses.list({ pageNum: 1, pageSize: 9, keyword: maybe });
await client.activities.list({ pageNum: 1, pageSize: 9, status });
await client.exhibitions.listHalls({ pageNum: 1, pageSize: 8, exhibitionId: undefined });
await client.customer.updateEmail({ email: 'a@b.cn', code: '1', oldCode: maybe });
new ApiError({ kind: 'server', message: '服务错误，请稍后重试', status: undefined, code: undefined, notified: undefined });
`;
    expect(diagnosticsOf([example])).toEqual([]);
  }, 60_000);

  test('its picture examples give the results their comments show', () => {
    const pictures = blocks.find((block) => block.includes('pictureSrcSet('))!;
    const shown = [...pictures.matchAll(/^(\w+)\(('[^']*'(?:, '[^']*')?)\);\s*\/\/ '([^']*)'/gm)];
    expect(shown).toHaveLength(2);
    const helpers = { normalizePictureUrl, pictureUrl } as Record<string, (...args: string[]) => string>;
    for (const [, fn, args, result] of shown) {
      const values = [...args!.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
      expect(helpers[fn!]!(...values)).toBe(result);
    }
    expect(
      pictureSrcSet('http://cdn.x/a.jpg', [
        ['imgsmall', 320],
        ['imgmedium', 640],
        ['imglarge', 1280],
      ]),
    ).toBe(
      ['imgsmall 320w', 'imgmedium 640w', 'imglarge 1280w']
        .map((s) => `//cdn.x/a.jpg?x-oss-process=style/${s}`)
        .join(', '),
    );
  });

  test('its validation rule examples give the results their comments show', () => {
    const rules = blocks.find((block) => block.includes('passwordProblem('))!;
    const shown = [...rules.matchAll(/^(\w+)\('([^']*)'\);\s*\/\/ (null|'[^']*')$/gm)];
    expect(shown).toHaveLength(6);
    const helpers = { emailProblem, passwordProblem, phoneProblem } as Record<
      string,
      (value: string) => string | null
    >;
    for (const [, fn, value, result] of shown)
      expect(helpers[fn!]!(value!)).toBe(result === 'null' ? null : result!.slice(1, -1));
  });

  test('its Node quick start runs as written: a list, an aborted call, a timed-out call, every request through its fetch', async () => {
    const quickStart = blocks.find((block) => block.includes("baseURL: 'http://127.0.0.1:4173/api'"))!;
    const server = await startTestServer();
    server.answer(async (request) => {
      if (request.path.endsWith('/selectByPageList'))
        await new Promise((resolve) => setTimeout(resolve, 200));
      return { body: { code: 200, msg: '成功', data: { rows: [{ title: '开幕' }], total: 1 } } };
    });
    const dir = mkdtempSync(join(tmpdir(), 'api-client-readme-'));
    const logs: unknown[][] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logs.push(args));
    try {
      const file = join(dir, 'quickStart.ts');
      writeFileSync(
        file,
        `${quickStart.replace('http://127.0.0.1:4173/api', `${server.url}/api`).replace("'@art-portal/api-client'", JSON.stringify(fileURLToPath(new URL('../src/index.ts', import.meta.url))))}\nexport {};\n`,
      );
      await import(/* @vite-ignore */ file);
    } finally {
      log.mockRestore();
      rmSync(dir, { recursive: true, force: true });
      await server.close();
    }
    expect(logs).toEqual([
      ['1 articles, first: 开幕'],
      ['aborted', '请求已取消'],
      ['timeout', '请求超时，请稍后重试'],
      [
        [
          `POST ${server.url}/api/portal/resourceInfoColumn/selectPageList`,
          `POST ${server.url}/api/portal/production/selectAuthList`,
          `POST ${server.url}/api/portal/pass/course/selectByPageList`,
        ],
      ],
    ]);
  });
});
