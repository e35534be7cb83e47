// The public types must not mention axios: consumers get plain interfaces only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const declarations = readdirSync('dist', { recursive: true })
  .map(String)
  .filter((file) => /\.d\.c?ts$/.test(file));
if (declarations.length === 0) throw new Error('No .d.ts in dist: build first.');
const leaks = declarations.filter((file) =>
  /from ['"]axios['"]|import\(['"]axios['"]\)|\bAxios[A-Z]\w*/.test(readFileSync(join('dist', file), 'utf8')),
);
if (leaks.length > 0) {
  console.error(`axios types leak into: ${leaks.join(', ')}`);
  process.exit(1);
}
console.log(`No axios types in ${declarations.length} declaration files.`);
