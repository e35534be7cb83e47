import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/openDatabase';
import { queryRows } from '../src/db/queryRows';
import { documentVector } from '../src/search/searchTerms';

/** The largest id of each table the bench grows, in the demo content: every row past it is generated. */
export type DemoMaxIds = {
  artworks: number;
  news: number;
  courses: number;
  activities: number;
  entries: number;
  comments: number;
};

/** Rows of each table per work (works are 1). */
const share = { news: 1 / 2, courses: 1 / 20, activities: 1 / 1000, entries: 1 / 10, comments: 1 };

/** Generated rows from `from` to `to` (numbers of the series) go into one INSERT … SELECT of generate_series. */
async function grow(db: Db, table: string, demoMax: number, target: number, select: (g: string) => string) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`select coalesce(max(id), 0)::int as n from ${table}`),
  );
  const from = Number(row?.n ?? 0) - Number(demoMax) + 1;
  if (target < from) return;
  await db.execute(sql.raw(`${select('g')} from generate_series(${from}, ${Math.round(target)}) as g`));
  await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * Grows the catalogue inside the database to `works` works (the demo's included), with news, courses, calls and
 * entries in proportion: older than the demo content, in every category, one work in fifty unpublished, half the
 * entries in call 1 so that its list is deep.
 */
export async function growCatalogue(db: Db, demo: DemoMaxIds, works: number): Promise<void> {
  const [types] = await queryRows<{ types: number; infoTypes: number }>(
    db,
    sql`select (select count(*)::int from product_types) as "types", (select count(*)::int from product_info_types) as "infoTypes"`,
  );
  const nTypes = Number(types?.types ?? 1);
  const nInfo = Number(types?.infoTypes ?? 1);
  const generated = works - Number(demo.artworks);
  await grow(
    db,
    'artworks',
    demo.artworks,
    generated,
    (
      g,
    ) => `insert into artworks (title, cover, images, author, product_type, product_info_type, description, tags,
      published, state, created_at)
      select '生成作品 ' || ${g}, (select cover from artworks where id = 1), '[]'::jsonb, '作者' || (${g} % 5000),
        1 + ${g} % ${nTypes}, 1 + (${g} / ${nTypes}) % ${nInfo}, '生成的作品说明', '[]'::jsonb, ${g} % 50 <> 0,
        case when ${g} % 50 <> 0 then 'published' else 'draft' end,
        now() - interval '1 day' - ${g} * interval '1 second'`,
  );
  await grow(
    db,
    'news',
    demo.news,
    generated * share.news,
    (g) => `insert into news (title, cover, summary, source, author, content, publish_time)
      select '生成资讯 ' || ${g}, (select cover from news where id = 1), '生成的摘要', '来源' || (${g} % 50),
        '编辑', '生成的正文', now() - interval '1 day' - ${g} * interval '1 second'`,
  );
  await grow(
    db,
    'courses',
    demo.courses,
    generated * share.courses,
    (
      g,
    ) => `insert into courses (title, cover, lecturer, summary, duration, video_url, description, created_at)
      select '生成课程 ' || ${g}, (select cover from courses where id = 1), '讲师' || (${g} % 500), '生成的简介',
        600, (select video_url from courses where id = 1), '生成的课程介绍',
        now() - interval '1 day' - ${g} * interval '1 second'`,
  );
  await grow(
    db,
    'activities',
    demo.activities,
    Math.max(1, generated * share.activities),
    (
      g,
    ) => `insert into activities (title, cover, summary, start_time, end_time, status, rules, prizes, organizer)
      select '生成征集 ' || ${g}, (select cover from activities where id = 1), '生成的征集简介',
        now() - interval '30 days' - ${g} * interval '1 hour', now() - ${g} * interval '1 hour', 1 + ${g} % 3,
        '规则', '奖项', '主办方'`,
  );
  await grow(
    db,
    'activity_entries',
    demo.entries,
    generated * share.entries,
    (
      g,
    ) => `insert into activity_entries (activity_id, customer_name, title, description, cover, file_urls, created_at)
      select case when ${g} % 2 = 0 then 1 else (select min(id) from activities) + ${g} % (select count(*) from activities) end,
        '参赛者' || (${g} % 1000), '生成参赛作品 ' || ${g}, '生成的作品说明',
        (select cover from activity_entries where id = 1), '[]'::jsonb, now() - interval '1 day' - ${g} * interval '1 second'`,
  );
  // 评论管理 at a million comments: on every course, one in a hundred 待审核 and one in two hundred 已隐藏.
  await grow(
    db,
    'course_comments',
    demo.comments,
    generated * share.comments,
    (g) => `insert into course_comments (course_id, customer_name, content, state, created_at)
      select (select min(id) from courses) + ${g} % (select count(*) from courses), '学员' || (${g} % 1000),
        '生成的评论 ' || ${g},
        case when ${g} % 100 = 0 then 'pending' when ${g} % 200 = 1 then 'hidden' else 'published' end,
        now() - interval '1 day' - ${g} * interval '1 second'`,
  );
}

/** A generated kind's rows as the search index holds them: one template's terms, plus each title's number. */
const searchable = [
  {
    kind: 'artworks',
    table: 'artworks',
    template: { title: '生成作品', names: ['作者'], text: '生成的作品说明' },
    columns: `author, created_at as time, view_count, description as body`,
    where: 'published',
  },
  {
    kind: 'news',
    table: 'news',
    template: { title: '生成资讯', names: ['编辑', '来源'], text: '生成的摘要 生成的正文' },
    columns: `author, publish_time as time, view_count, summary as body`,
    where: 'true',
  },
  {
    kind: 'courses',
    table: 'courses',
    template: { title: '生成课程', names: ['讲师'], text: '生成的简介 生成的课程介绍' },
    columns: `lecturer as author, created_at as time, view_count, summary as body`,
    where: 'true',
  },
] as const;

/**
 * Writes the search documents of the generated works, news and courses inside the database (the API's own code would
 * segment each row in Node: minutes at a million). Their terms are what that code gives the template's words, so
 * that keyword filters and searches meet an index of the catalogue's size.
 */
export async function growSearchIndex(db: Db, demo: DemoMaxIds): Promise<void> {
  for (const { kind, table, template, columns, where } of searchable) {
    const terms = documentVector(template).replaceAll("'", "''");
    await db.execute(
      sql.raw(`insert into search_documents (kind, record_id, title, title_key, body, phrases, card, terms,
        view_count, published_at, open)
      select '${kind}', id, title, replace(title, ' ', ''), body, '[]'::jsonb,
        jsonb_build_object('cover', cover, 'author', author, 'time', to_char(time, 'YYYY-MM-DD HH24:MI:SS'),
          'status', null, 'exhibitionId', null),
        '${terms}'::tsvector || ('''' || substring(title from '[0-9]+$') || ''':2A')::tsvector, view_count, time, false
      from (select id, title, cover, ${columns} from ${table} where id > ${demo[kind]} and ${where}) as generated
      on conflict do nothing`),
    );
  }
  await db.execute(sql.raw('vacuum analyze search_documents'));
}

/** Drops every generated row again, leaving the demo content. */
export async function shrinkCatalogue(db: Db, demo: DemoMaxIds): Promise<void> {
  for (const { kind } of searchable)
    await db.execute(sql`delete from search_documents where kind = ${kind} and record_id > ${demo[kind]}`);
  await db.execute(sql`delete from course_comments where id > ${demo.comments}`);
  await db.execute(sql`delete from activity_entries where id > ${demo.entries}`);
  await db.execute(sql`delete from activities where id > ${demo.activities}`);
  await db.execute(sql`delete from courses where id > ${demo.courses}`);
  await db.execute(sql`delete from news where id > ${demo.news}`);
  await db.execute(sql`delete from artworks where id > ${demo.artworks}`);
}
