// What another team gets: the tarball `pnpm release` publishes, installed with npm into a new project whose
// ESM and CommonJS files import every entry, type-checked as `nodenext` with `exactOptionalPropertyTypes` and run.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packTarball } from './packTarball.mjs';

const tsc = join(createRequire(import.meta.url).resolve('typescript'), '..', '..', 'bin', 'tsc');

/** A consumer of every entry; `esm` is checked and run as an ES module, else as CommonJS. */
const consumer = (esm) => `
import { createApiClient, isApiError, passwordProblem, type Artwork } from '@art-portal/api-client';
import { findRoute, routes } from '@art-portal/api-client/contract';
import { pageOf, sampleAnswers } from '@art-portal/api-client/fixtures';

async function main(): Promise<string> {
  const api = createApiClient({ baseURL: 'http://127.0.0.1:9/api', timeout: undefined });
  const error: unknown = await api.news.get({ id: 1 }, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
  if (!isApiError(error) || error.kind !== 'aborted' || error.notified) throw new Error('an aborted call: ' + String(error));
  let relative = '';
  try {
    createApiClient({ baseURL: '/api' });
  } catch (e) {
    relative = String(e);
  }
  if (!relative.includes('absolute')) throw new Error('a relative baseURL in Node did not throw');
  if (routes.length !== 47 || findRoute('news.get').method !== 'GET') throw new Error('the route table');
  if (passwordProblem('abcdefg') !== '密码需同时包含字母和数字') throw new Error('the password rule');
  // The entity types come from the schemas: typebox, a dependency of the package, resolves them.
  const artwork: Pick<Artwork, 'title' | 'year'> = { title: '山水', year: null };
  // @ts-expect-error a title is a string: were typebox's types missing, Artwork would be any and this would pass
  const wrong: Pick<Artwork, 'title'> = { title: 1 };
  void [artwork, wrong];
  if (pageOf(sampleAnswers['artworks.list'].rows, { pageNum: 1, pageSize: 12 }).rows.length !== 12) throw new Error('the fixtures');
  return '${esm ? 'ESM' : 'CommonJS'}: every entry imported, an aborted call is kind aborted';
}
${esm ? 'console.log(await main());' : 'main().then(console.log, (e: unknown) => { console.error(e); process.exit(1); });'}
`;

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

const { folder, tarball } = packTarball();
try {
  const project = join(folder, 'consumer');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  // No typebox here: the package depends on it (its types name typebox's), so npm installs it with the tarball.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball, '@types/node@20'], project);

  const installed = join(project, 'node_modules', '@art-portal', 'api-client');
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.devDependencies, undefined, 'the published manifest has devDependencies');
  assert.equal(manifest.scripts, undefined, 'the published manifest has scripts');
  for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
    assert.match(range, /^[\^~]?\d/, `${name}: "${range}" is not a version range npm can install`);
  }
  // No public home yet: a guessed repository URL would send users nowhere.
  assert.equal(manifest.repository, undefined, 'the manifest names a repository the project does not have');
  assert.equal(manifest.license, 'MIT', 'license');
  assert.match(readFileSync(join(installed, 'LICENSE'), 'utf8'), /^MIT License\n/, 'LICENSE');
  assert.equal(manifest.engines?.node, '>=20.19', 'engines.node: the Node versions CI tests');
  assert.match(manifest.version, /^\d+\.\d+\.\d+(-[\w.]+)?$/, 'version');
  const changelog = join(installed, 'CHANGELOG.md');
  assert.ok(existsSync(changelog), 'CHANGELOG.md is not in the tarball');
  assert.ok(
    readFileSync(changelog, 'utf8').includes(`\n## ${manifest.version}\n`),
    `CHANGELOG.md has no ${manifest.version}`,
  );
  const exportsText = JSON.stringify(manifest.exports);
  assert.doesNotMatch(exportsText, /@art-portal\/source|\.\/src\//, 'exports point into the repository');
  for (const target of exportsText.match(/"\.\/[^"]+"/g) ?? []) {
    assert.ok(
      existsSync(join(installed, JSON.parse(target))),
      `exports target ${target} is not in the tarball`,
    );
  }

  writeFileSync(join(project, 'esm.mts'), consumer(true));
  writeFileSync(join(project, 'cjs.cts'), consumer(false));
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: ['node'],
        strict: true,
        exactOptionalPropertyTypes: true,
        outDir: 'out',
      },
      files: ['esm.mts', 'cjs.cts'],
    }),
  );
  run(process.execPath, [tsc, '-p', 'tsconfig.json'], project);
  process.stdout.write(run(process.execPath, ['out/esm.mjs'], project));
  process.stdout.write(run(process.execPath, ['out/cjs.cjs'], project));
  console.log(
    `${manifest.name}@${manifest.version}, installed with npm: manifest, types and every entry checked.`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
