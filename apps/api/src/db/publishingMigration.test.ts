import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from './queryRows';
import * as schema from './schema';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The migrations folder as it was before `tag`: the journal ends where it begins. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'art-portal-migrations-'));
  dirs.push(dir);
  await cp(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

const kinds = [
  'artworks',
  'news',
  'courses',
  'activities',
  'exhibition_halls',
  'hall_works',
  'banners',
  'product_types',
  'projects',
];

describe('migration 0005_publishing', () => {
  // A new PGlite and every migration up to 0005, then 0005 itself: about 4.5 s alone, over 20 s beside CI's other suites.
  it('keeps every existing row, each 已发布 at version 1, and the work that was never public as a 草稿', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: await migrationsBefore('0005_publishing') });
    await client.exec(`
      insert into product_types (name) values ('数字绘画');
      insert into product_info_types (name) values ('原创');
      insert into projects (project_name) values ('认证项目');
      insert into artworks (title, cover, images, author, product_type, product_info_type, description, tags, published)
        values ('公开的作品', '/c.png', '[]', '甲', 1, 1, '说明', '[]', true),
               ('未公开的作品', '/c.png', '[]', '乙', 1, 1, '说明', '[]', false);
      insert into news (title, cover, summary, source, author, content, publish_time)
        values ('资讯', '/c.png', '摘要', '来源', '作者', '<p>正文</p>', now());
      insert into courses (title, cover, lecturer, summary, duration, video_url, description)
        values ('课程', '/c.png', '讲师', '简介', 60, '/v.mp4', '介绍');
      insert into activities (title, cover, summary, start_time, end_time, status, rules, prizes, organizer)
        values ('征集', '/c.png', '简介', now(), now(), 1, '规则', '奖项', '主办');
      insert into exhibition_halls (exhibition_id, name, cover, description, content, sort)
        values (1, '展厅', '/c.png', '说明', '内容', 1);
      insert into hall_works (hall_id, title, author, image, description, sort) values (1, '展品', '丙', '/i.png', '说明', 1);
      insert into banners (title, image_url, link, sort) values ('横幅', '/b.png', '/', 1);
    `);
    await migrate(db, { migrationsFolder: migrations });
    for (const table of kinds) {
      const rows = await queryRows<{ state: string; version: number; publish_at: string | null }>(
        db,
        sql`select state, version, publish_at from ${sql.identifier(table)} order by id`,
      );
      const expected = table === 'artworks' ? ['published', 'draft'] : ['published'];
      expect(
        rows.map((row) => row.state),
        table,
      ).toEqual(expected);
      expect(
        rows.every((row) => row.version === 1 && row.publish_at === null),
        table,
      ).toBe(true);
    }
    const [work] = await queryRows<{ title: string; description: string }>(
      db,
      sql`select title, description from artworks where id = 1`,
    );
    expect(work).toEqual({ title: '公开的作品', description: '说明' });
    // The public flag and the 状态 can never disagree.
    await expect(db.execute(sql`update artworks set state = 'withdrawn' where id = 1`)).rejects.toThrow();
    await client.close();
  }, 60_000);
});
