import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { apiPackageDir } from '../config/apiPackageDir';
import type { Db } from '../db/openDatabase';
import {
  activities,
  activityEntries,
  artworks,
  banners,
  columnArtworks,
  counters,
  courseComments,
  courses,
  customers,
  exhibitionHalls,
  hallWorks,
  messages,
  news,
  productInfoTypes,
  productionColumns,
  productTypes,
  projects,
  settings,
} from '../db/schema';
import { artKey, artStyles, type ArtStyle } from './generativeArt';
import { demoCustomers, demoPassword } from './demoCustomers';
import {
  artistNames,
  artworkDescription,
  commentLines,
  courseTopics,
  newsContent,
  newsSources,
  newsTopics,
  seededPicker,
  tagPool,
  techniques,
  titleHeads,
  titleTails,
} from './seedText';
import { createPostgresSearchIndex } from '../search/createPostgresSearchIndex';
import { reindexAll } from '../search/reindexAll';
import { seedDemoStaff } from './seedDemoStaff';

const seedAssets = join(apiPackageDir, 'seed-assets');
const day = 24 * 3600 * 1000;
const hour = 3600 * 1000;

/**
 * The works (by index) whose main picture is drawn 6000 px on its long side, to zoom into (the others' are 1200):
 * styles whose detail holds at that size (grid, ridges, stripes, truchet), among the newest works.
 */
const largeWorks: ReadonlySet<number> = new Set([2, 3, 5, 6]);

let pictureSeed = 0;
function picture(style: ArtStyle, width: number, height: number): string {
  pictureSeed += 1;
  return `/storage/${artKey(style, pictureSeed, width, height)}`;
}

/** Copies the shipped course clips into the bucket; returns their URLs. */
async function copyVideos(dataDir: string): Promise<string[]> {
  const names = (await readdir(seedAssets)).filter((n) => /\.(webm|mp4)$/.test(n)).sort();
  const target = join(dataDir, 'bucket', 'seed', 'video');
  await mkdir(target, { recursive: true });
  await Promise.all(names.map((name) => copyFile(join(seedAssets, name), join(target, name))));
  return names.map((name) => `/storage/seed/video/${name}`);
}

/**
 * Fills an empty database with the demo content, in one transaction. Does nothing (and returns false)
 * when the database was seeded before, so concurrent or repeated calls are safe.
 */
export async function seedDatabase(db: Db, options: { dataDir: string; now?: Date }): Promise<boolean> {
  const now = options.now?.getTime() ?? Date.now();
  const videos = await copyVideos(options.dataDir);
  const passwordHash = await hashPassword(demoPassword);
  pictureSeed = 0;
  const rnd = seededPicker(20261121);
  const at = (offsetMs: number) => new Date(now + offsetMs);

  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: 'seeded_at', value: new Date(now).toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const projectRows = await tx
      .insert(projects)
      .values(
        [
          '数字艺术创作人才认证',
          '创意编程能力认证',
          '沉浸式展陈设计认证',
          '数字文旅策划认证',
          'AI 艺术创作能力认证',
        ].map((projectName) => ({ projectName })),
      )
      .returning();

    const typeRows = await tx
      .insert(productTypes)
      .values(['数字绘画', '生成艺术', '三维动画', '交互装置', '影像艺术'].map((name) => ({ name })))
      .returning();
    const infoTypeRows = await tx
      .insert(productInfoTypes)
      .values(['个人原创', '院校推荐', '机构合作'].map((name) => ({ name })))
      .returning();

    const artworkValues = Array.from({ length: 64 }, (_, i) => {
      const style = artStyles[i % artStyles.length] as ArtStyle;
      const portrait = i % 5 === 3;
      const [w, h] = portrait ? [900, 1200] : [1200, 900];
      const scale = largeWorks.has(i) ? 5 : 1;
      const images = [
        picture(style, w * scale, h * scale),
        picture(artStyles[(i + 3) % artStyles.length] as ArtStyle, w, h),
        picture(style, w, h),
      ].slice(0, 2 + (i % 2));
      const author = rnd.pick(artistNames);
      const technique = rnd.pick(techniques);
      const tags = [rnd.pick(tagPool), rnd.pick(tagPool), rnd.pick(tagPool)].filter(
        (t, k, all) => all.indexOf(t) === k,
      );
      const title = `${titleHeads[i % titleHeads.length]}${titleTails[(i * 7) % titleTails.length]}${i >= titleHeads.length * 2 ? ` ${Math.floor(i / titleHeads.length) + 1}号` : ''}`;
      const type = typeRows[i % typeRows.length];
      const info = infoTypeRows[(i * 2 + Math.floor(i / 5)) % infoTypeRows.length];
      if (!type || !info) throw new Error('seed categories missing');
      return {
        title,
        cover: images[0] ?? '',
        images,
        author,
        productType: type.id,
        productInfoType: info.id,
        description: artworkDescription(title, author, technique, tags),
        year: String(2022 + (i % 4)),
        technique,
        // 作品尺寸 is read from the picture itself.
        dimensions: null,
        videoUrl: type.name === '影像艺术' ? (videos[i % videos.length] ?? null) : null,
        tags,
        viewCount: rnd.int(80, 6800),
        published: i !== 63,
        state: i !== 63 ? ('published' as const) : ('draft' as const),
        createdAt: at(-(i * 4 + 1) * day - rnd.int(0, 20) * hour),
      };
    });
    const artworkRows = await tx.insert(artworks).values(artworkValues).returning({ id: artworks.id });

    const columnRows = await tx
      .insert(productionColumns)
      .values([
        {
          name: '年度精选',
          description: '编辑部从年度投稿中遴选的代表作品。',
          cover: picture('bloom', 1200, 675),
          sort: 1,
        },
        {
          name: '算法之美',
          description: '以代码为笔，探索规则与随机之间的秩序。',
          cover: picture('flow', 1200, 675),
          sort: 2,
        },
        {
          name: '青年新锐',
          description: '高校与青年创作者的新鲜视角。',
          cover: picture('grid', 1200, 675),
          sort: 3,
        },
        {
          name: '东方意象',
          description: '用数字语言重新书写山水与诗意。',
          cover: picture('ridges', 1200, 675),
          sort: 4,
        },
      ])
      .returning();
    await tx.insert(columnArtworks).values(
      columnRows.flatMap((column, c) =>
        Array.from({ length: 6 }, (_, k) => ({
          columnId: column.id,
          artworkId: artworkRows[(c * 11 + k * 3) % 60]?.id ?? 1,
          sort: k,
        })),
      ),
    );

    const activityPlan: {
      title: string;
      status: 0 | 1 | 2 | 3;
      start: number;
      end: number;
      pitch?: string;
    }[] = [
      {
        title: '“城市之光”数字艺术作品征集',
        status: 1,
        start: -20 * day,
        end: 40 * day,
        pitch: '以流光、影像与交互记录城市的夜晚，',
      },
      { title: '2026 生成艺术创作大赛', status: 1, start: -10 * day, end: 25 * day },
      { title: '“AI 数字公园”共创计划', status: 0, start: 15 * day, end: 75 * day },
      { title: '亚洲数字艺术展青年单元征集', status: 2, start: -60 * day, end: -5 * day },
      { title: '“乡村新画卷”数字艺术征集', status: 3, start: -150 * day, end: -90 * day },
      { title: '首届创意编程海报设计大赛', status: 3, start: -220 * day, end: -160 * day },
    ];
    const activityRows = await tx
      .insert(activities)
      .values(
        activityPlan.map((a, i) => ({
          title: a.title,
          cover: picture(artStyles[(i + 2) % artStyles.length] as ArtStyle, 1200, 675),
          summary: `${a.pitch ?? ''}${a.title}面向全球创作者开放，鼓励以数字技术表达对时代、城市与自然的思考。`,
          startTime: at(a.start),
          endTime: at(a.end),
          status: a.status,
          rules: `<h3>征集对象</h3><p>高校师生、独立艺术家及数字创意从业者均可报名，个人或团队（不超过5人）参赛。</p><h3>作品要求</h3><ul><li>作品须为原创，未在其他赛事中获奖；</li><li>图像类作品分辨率不低于 3000 像素，影像类作品时长不超过 3 分钟；</li><li>每位参赛者限投 1 件作品。</li></ul><h3>评审方式</h3><p>初评由专家线上评审，终评结合公众投票产生。</p>`,
          prizes:
            '<ul><li>金奖 1 名：奖金 20000 元及证书</li><li>银奖 3 名：奖金 8000 元及证书</li><li>铜奖 5 名：奖金 3000 元及证书</li><li>优秀奖若干：证书及线下展览机会</li></ul>',
          organizer: i % 2 === 0 ? '数字艺术门户 · 艺术与科技研究中心' : '数字艺术门户 · 青年创作者联盟',
        })),
      )
      .returning();
    const entryActivities = activityRows.filter((a) => a.status !== 0);
    await tx.insert(activityEntries).values(
      Array.from({ length: 30 }, (_, i) => {
        const activity = entryActivities[i % entryActivities.length];
        if (!activity) throw new Error('seed activities missing');
        const cover = picture(artStyles[(i * 3) % artStyles.length] as ArtStyle, 800, 600);
        const title = `${titleHeads[(i * 5) % titleHeads.length]}${titleTails[(i * 3) % titleTails.length]}`;
        return {
          activityId: activity.id,
          customerName: artistNames[(i * 7) % artistNames.length] ?? '匿名',
          title,
          description: `参赛作品《${title}》以生成算法描绘城市与自然的交界，尝试用数字笔触记录时间的流动。`,
          cover,
          fileUrls: [cover],
          reviewState: 'approved' as const,
          createdAt: new Date(Math.min(activity.endTime.getTime(), now) - (i + 1) * 7 * hour),
        };
      }),
    );

    const hallNames = [
      ['序厅 · 光的起源', '第一展厅 · 算法山水', '第二展厅 · 城市脉搏', '第三展厅 · 未来记忆'],
      ['入口花园 · 机器的梦', '第一展区 · 生长的代码', '第二展区 · 对话与共生', '第三展区 · 无限画廊'],
    ] as const;
    for (const [e, names] of hallNames.entries()) {
      const hallRows = await tx
        .insert(exhibitionHalls)
        .values(
          names.map((name, k) => ({
            exhibitionId: e + 1,
            name,
            cover: picture(artStyles[(e * 4 + k) % artStyles.length] as ArtStyle, 1200, 675),
            description: `${e === 0 ? '亚洲数字艺术展' : 'AI数字公园'}的${name.split(' · ')[0]}，呈现${name.split(' · ')[1] ?? ''}主题下的代表作品。`,
            content: `<p>${name}汇集了来自亚洲各地艺术家的数字作品。观众可以在线漫游展厅，点击作品查看创作说明。</p><p>本展厅作品以${e === 0 ? '东方美学与数字技术的融合' : '人工智能参与的共创过程'}为线索展开。</p>`,
            sort: k + 1,
          })),
        )
        .returning();
      await tx.insert(hallWorks).values(
        hallRows.flatMap((hall, k) =>
          Array.from({ length: 4 }, (_, w) => {
            const title = `${titleHeads[(e * 8 + k * 4 + w) % titleHeads.length]}${titleTails[(k + w * 5) % titleTails.length]}`;
            return {
              hallId: hall.id,
              title,
              author: artistNames[(e * 9 + k * 4 + w) % artistNames.length] ?? '佚名',
              image: picture(artStyles[(e + k + w) % artStyles.length] as ArtStyle, 1000, 750),
              description: `《${title}》以程序生成的形态回应展厅主题，邀请观众在变化中寻找属于自己的画面。`,
              sort: w + 1,
            };
          }),
        ),
      );
    }

    await tx.insert(news).values(
      Array.from({ length: 40 }, (_, i) => {
        const title = `${newsTopics[i % newsTopics.length]}${i >= newsTopics.length ? '（续）' : ''}`;
        const source = newsSources[i % newsSources.length] ?? '数字艺术门户';
        return {
          title,
          cover: picture(artStyles[(i + 5) % artStyles.length] as ArtStyle, 800, 450),
          summary: `${title}，来自艺术、科技与产业的多方力量共同探讨数字艺术的新可能。`,
          source,
          author: artistNames[(i * 3) % artistNames.length] ?? '本网编辑',
          content: newsContent(title, source),
          publishTime: at(-(i * 3 + 1) * day + 9 * hour),
          viewCount: rnd.int(120, 9800),
        };
      }),
    );

    await tx.insert(banners).values([
      {
        title: '“城市之光”数字艺术作品征集火热进行中',
        imageUrl: picture('flow', 1920, 640),
        link: `/activity/detail?id=${activityRows[0]?.id ?? 1}`,
        sort: 1,
      },
      {
        title: '亚洲数字艺术展 · 线上展厅开放',
        imageUrl: picture('orbits', 1920, 640),
        link: '/cloudExhibition?id=1',
        sort: 2,
      },
      {
        title: 'AI数字公园：人与算法的共创',
        imageUrl: picture('constellation', 1920, 640),
        link: '/cloudExhibition?id=2',
        sort: 3,
      },
      {
        title: '视频教程：从零开始学生成艺术',
        imageUrl: picture('truchet', 1920, 640),
        link: '/education/course',
        sort: 4,
      },
      {
        title: '年度精选作品',
        imageUrl: picture('bloom', 1920, 640),
        link: `/artWorks/detail?id=${artworkRows[0]?.id ?? 1}`,
        sort: 5,
      },
      {
        title: '行业资讯 · 数字艺术新动态',
        imageUrl: picture('ridges', 1920, 640),
        link: '/news/index',
        sort: 6,
      },
    ]);

    const courseRows = await tx
      .insert(courses)
      .values(
        courseTopics.map(([title, lecturer], i) => ({
          title,
          cover: picture(artStyles[(i + 1) % artStyles.length] as ArtStyle, 800, 450),
          lecturer,
          summary: `${lecturer}老师带你完成一个小作品，掌握${title.split('：')[0]}的核心方法。`,
          duration: 6,
          viewCount: rnd.int(300, 12000),
          videoUrl: videos[i % videos.length] ?? '',
          description: `<p>本课程由${lecturer}主讲，适合零基础到进阶的学习者。</p><h3>你将学到</h3><ul><li>核心概念与创作思路</li><li>从示例到个人作品的完整流程</li><li>常见问题与调试技巧</li></ul><p>课后请提交作业，讲师将挑选优秀作业在课程页展示。</p>`,
          createdAt: at(-(i * 9 + 2) * day),
        })),
      )
      .returning();

    const customerRows = await tx
      .insert(customers)
      .values(
        demoCustomers.map((c) => ({
          ...c,
          authProject: c.authStatus === null ? null : (projectRows[0]?.id ?? null),
          passwordHash,
        })),
      )
      .returning();
    await tx.insert(courseComments).values(
      courseRows.flatMap((course, i) =>
        Array.from({ length: 2 + (i % 3) }, (_, k) => {
          const author = customerRows[(i + k) % customerRows.length];
          return {
            courseId: course.id,
            customerId: author?.id ?? null,
            customerName: author?.name ?? '学员',
            content: commentLines[(i * 3 + k) % commentLines.length] ?? '',
            createdAt: at(-(i + k) * day - k * hour),
          };
        }),
      ),
    );
    const statusMessages: Record<string, { title: string; content: string }> = {
      null: {
        title: '欢迎加入数字艺术门户',
        content: '注册成功。完善认证信息后即可参与作品征集与课程学习。',
      },
      '0': { title: '认证信息已提交', content: '您提交的认证信息已进入审核，结果将通过站内消息通知您。' },
      '1': { title: '认证审核通过', content: '恭喜，您的认证信息已审核通过，现在可以参与全部征集活动。' },
      '2': {
        title: '认证审核未通过',
        content: '很抱歉，您的认证信息未通过审核：学号与机构信息不一致。请修改后重新提交。',
      },
    };
    await tx.insert(messages).values(
      customerRows.flatMap((customer, i) => {
        const status = statusMessages[String(customer.authStatus)] ?? statusMessages.null;
        return [
          {
            customerId: customer.id,
            title: '欢迎加入数字艺术门户',
            content: '注册成功，欢迎浏览数字作品、云展览与视频教程。',
            read: true,
            createdAt: at(-30 * day - i * hour),
          },
          {
            customerId: customer.id,
            title: '新的作品征集已开启',
            content: '“城市之光”数字艺术作品征集正在进行，欢迎投稿。',
            read: i % 2 === 0,
            createdAt: at(-3 * day - i * hour),
          },
          ...(customer.authStatus === null || !status
            ? []
            : [
                {
                  customerId: customer.id,
                  title: status.title,
                  content: status.content,
                  read: false,
                  createdAt: at(-1 * day - i * hour),
                },
              ]),
        ];
      }),
    );

    await tx.insert(counters).values({ name: 'visits', value: 128_640 }).onConflictDoNothing();
    await tx.execute(sql`select 1`);
    return true;
  });
  if (seeded) await reindexAll(createPostgresSearchIndex(db));
  await seedDemoStaff(db);
  return seeded;
}
