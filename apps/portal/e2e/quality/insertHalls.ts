import { execFileSync } from 'node:child_process';

/** An exhibition no page lists: halls stored under it show only at their own `hall=` link. */
const unlistedExhibition = 3;

/**
 * Stores one exhibition hall per content in the e2e server's database, as an editor would, and returns their ids:
 * the only way to put chosen HTML into what the server itself fetches and renders.
 */
export function insertHalls(contents: string[]): number[] {
  const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
  if (databaseUrl === '') {
    throw new Error(
      'Storing halls needs the e2e server on PostgreSQL (install postgresql or set TEST_DATABASE_URL).',
    );
  }
  const quote = (text: string) => {
    if (text.includes('$html$')) throw new Error('content must not contain $html$');
    return `$html$${text}$html$`;
  };
  const rows = contents.map(
    (content, index) =>
      `(${unlistedExhibition}, ${quote(`探针展厅 ${index}`)}, '', '', ${quote(content)}, ${1000 + index})`,
  );
  const sql = `insert into exhibition_halls (exhibition_id, name, cover, description, content, sort) values ${rows.join(', ')} returning id;`;
  const output = execFileSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-t', '-A', '-f', '-'], {
    input: sql,
  }).toString();
  const ids = output
    .split('\n')
    .filter((line) => /^\d+$/.test(line.trim()))
    .map(Number);
  if (ids.length !== contents.length)
    throw new Error(`stored ${ids.length} of ${contents.length} halls: ${output}`);
  return ids;
}
