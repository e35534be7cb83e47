import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calls } from '@art-portal/api-client';
import { expect, it } from 'vitest';

/*
 * deploy/nginx/api-reads.conf lets nginx retry exactly the contract's reads on another instance. It is written from
 * the contract: `UPDATE_NGINX_MAP=1 pnpm --filter @art-portal/api exec vitest run --project unit nginxReadsMap`.
 */
const file = fileURLToPath(new URL('../../../../deploy/nginx/api-reads.conf', import.meta.url));

function expectedMap(): string {
  const lines = Object.values(calls)
    .filter((call) => call.reads)
    .flatMap((call) =>
      (call.method === 'GET' ? ['GET', 'HEAD'] : ['POST']).map((m) => `${m} /api${call.path}`),
    )
    .sort()
    .map((key) => `  "${key}" 1;`);
  return [
    "# The contract's calls that only read (`reads: true` in packages/api-client/src/contract/calls.ts): nginx may",
    '# retry these once on another API instance (api-locations.conf). Generated; apps/api/src/app/nginxReadsMap.test.ts',
    '# fails when the contract and this file differ.',
    'map_hash_bucket_size 128;',
    'map "$request_method $uri" $art_api_read {',
    '  default 0;',
    ...lines,
    '}',
    '',
  ].join('\n');
}

it("lists exactly the contract's reads in nginx's retry map", () => {
  if (process.env.UPDATE_NGINX_MAP === '1') writeFileSync(file, expectedMap());
  expect(readFileSync(file, 'utf8')).toBe(expectedMap());
});
