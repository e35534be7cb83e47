import { pageKind } from './contentPages';
import { contentKindRoutes, defineContentKind } from './defineContentKind';

const TITLE = 100;
const NAME = 50;
const SUMMARY = 300;
const RICH = 100_000;
/** A form's text value ('' when it sent none or something else). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const SORT = { type: 'integer', label: '排序', min: 0, max: 100_000 } as const;

/** 征集 (a call for entries): what its page and its card cannot do without are required. */
export const activityKind = defineContentKind({
  resource: 'activities',
  label: '征集',
  titleField: 'title',
  listFields: ['startTime', 'endTime'],
  fields: {
    title: { type: 'text', label: '标题', required: true, max: TITLE },
    cover: { type: 'storage', label: '封面', required: true, media: 'picture' },
    startTime: { type: 'time', label: '开始时间', required: true },
    endTime: { type: 'time', label: '截止时间', required: true },
    status: {
      type: 'integer',
      label: '征集状态',
      required: true,
      min: 0,
      max: 3,
      choices: [
        { id: 0, name: '未开始' },
        { id: 1, name: '征集中' },
        { id: 2, name: '评审中' },
        { id: 3, name: '已结束' },
      ],
    },
    summary: { type: 'text', label: '简介', max: SUMMARY, multiline: true },
    organizer: { type: 'text', label: '主办方', max: NAME },
    rules: { type: 'richText', label: '征集规则', max: RICH },
    prizes: { type: 'richText', label: '奖项设置', max: RICH },
  },
  crossCheck: (fields) => {
    const start = Date.parse(textOf(fields.startTime));
    const end = Date.parse(textOf(fields.endTime));
    return end < start ? { endTime: '截止时间应晚于开始时间' } : {};
  },
});

/** 课程: its page plays its video, so the video is required with its 标题 and 封面. */
export const courseKind = defineContentKind({
  resource: 'courses',
  label: '课程',
  titleField: 'title',
  listFields: ['lecturer'],
  fields: {
    title: { type: 'text', label: '标题', required: true, max: TITLE },
    cover: { type: 'storage', label: '封面', required: true, media: 'picture' },
    videoUrl: { type: 'storage', label: '视频', required: true, media: 'video' },
    lecturer: { type: 'text', label: '讲师', max: NAME },
    duration: { type: 'integer', label: '时长（秒）', min: 0, max: 86_400 },
    summary: { type: 'text', label: '简介', max: SUMMARY, multiline: true },
    description: { type: 'richText', label: '课程介绍', max: RICH },
  },
});

/** 横幅 (the home page's carousel): a picture, where it leads and its place. */
export const bannerKind = defineContentKind({
  resource: 'banners',
  label: '横幅',
  titleField: 'title',
  listFields: ['sort'],
  fields: {
    title: { type: 'text', label: '标题', required: true, max: TITLE },
    imageUrl: { type: 'storage', label: '图片', required: true, media: 'picture' },
    link: { type: 'text', label: '链接', max: 500 },
    sort: SORT,
  },
  crossCheck: (fields) => {
    const link = textOf(fields.link).trim();
    // A site path or an https address: never javascript: or another scheme the carousel would follow.
    return link === '' || /^(\/(?!\/)|https:\/\/)[^\s]*$/.test(link)
      ? {}
      : { link: '链接应以 / 或 https:// 开头' };
  },
});

/** 作品类别: a name in the portal's filters. */
export const productTypeKind = defineContentKind({
  resource: 'categories',
  label: '作品类别',
  titleField: 'name',
  listFields: [],
  fields: { name: { type: 'text', label: '名称', required: true, max: 20 } },
});

/** 认证项目: a name customers choose when they apply for 实名认证. */
export const projectKind = defineContentKind({
  resource: 'projects',
  label: '认证项目',
  titleField: 'projectName',
  listFields: [],
  fields: { projectName: { type: 'text', label: '名称', required: true, max: NAME } },
});

/** 展厅 of a 云展览: the exhibition's number, its name, cover and text. */
export const hallKind = defineContentKind({
  resource: 'exhibitions',
  label: '展厅',
  titleField: 'name',
  listFields: ['exhibitionId', 'sort'],
  fields: {
    exhibitionId: { type: 'integer', label: '展览编号', required: true, min: 1, max: 2_147_483_647 },
    name: { type: 'text', label: '名称', required: true, max: TITLE },
    cover: { type: 'storage', label: '封面', required: true, media: 'picture' },
    description: { type: 'text', label: '简介', max: SUMMARY, multiline: true },
    content: { type: 'richText', label: '展厅介绍', max: RICH },
    sort: SORT,
  },
});

/** 展品: a work hung in a 展厅. */
export const hallWorkKind = defineContentKind({
  resource: 'hallWorks',
  label: '展品',
  titleField: 'title',
  listFields: ['hallId', 'author'],
  fields: {
    hallId: {
      type: 'integer',
      label: '展厅',
      required: true,
      min: 1,
      max: 2_147_483_647,
      reference: 'exhibitions',
    },
    title: { type: 'text', label: '标题', required: true, max: TITLE },
    image: { type: 'storage', label: '图片', required: true, media: 'picture' },
    author: { type: 'text', label: '作者', max: NAME },
    description: { type: 'text', label: '简介', max: SUMMARY, multiline: true },
    sort: SORT,
  },
});

/** Every kind defined as data, in the menu's order. */
export const contentKindDefinitions = [
  activityKind,
  courseKind,
  bannerKind,
  productTypeKind,
  projectKind,
  hallKind,
  hallWorkKind,
  pageKind,
] as const;

/** The calls of the kinds defined as data (`activities.list`, `courses.publish`, …). */
export const definedKindRoutes = [
  ...contentKindRoutes('activities', activityKind),
  ...contentKindRoutes('courses', courseKind),
  ...contentKindRoutes('banners', bannerKind),
  ...contentKindRoutes('categories', productTypeKind),
  ...contentKindRoutes('projects', projectKind),
  ...contentKindRoutes('exhibitions', hallKind),
  ...contentKindRoutes('hallWorks', hallWorkKind),
  ...contentKindRoutes('pages', pageKind),
] as const;
