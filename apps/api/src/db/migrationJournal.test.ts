import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Journal = { entries: { idx: number; tag: string; when: number }[] };

describe('the migrations journal', () => {
  it('lists each migration after every one before it in time: a database migrated to any point applies all the later ones', async () => {
    // Drizzle applies an entry only when its `when` is later than the last applied migration's.
    const path = join(import.meta.dirname, 'migrations', 'meta', '_journal.json');
    const { entries } = JSON.parse(await readFile(path, 'utf8')) as Journal;
    const late = entries.filter((entry, i) => i > 0 && entry.when <= (entries[i - 1]?.when ?? 0));
    expect(late.map((entry) => entry.tag)).toEqual([]);
    expect(new Set(entries.map((entry) => entry.tag)).size).toBe(entries.length);
  });
});
