import {
  activityKind,
  bannerKind,
  courseKind,
  hallKind,
  hallWorkKind,
  pageKind,
  productTypeKind,
  projectKind,
  type ContentFieldSpecs,
  type ContentKindContract,
} from '@art-portal/api-client/admin';
import { eq } from 'drizzle-orm';
import {
  activities,
  banners,
  courses,
  exhibitionHalls,
  hallWorks,
  pages,
  productTypes,
  projects,
} from '../db/schema';
import { BusinessError } from '../http/BusinessError';
import { specContent } from './specContent';

/** A kind's contract with its fields' names forgotten: the server reads them by name. */
const contract = (kind: unknown) => kind as ContentKindContract<ContentFieldSpecs, string>;

/** 征集: in the site search, the sitemap and its own page (410 once taken down). */
export const activityContent = specContent(contract(activityKind), {
  table: activities,
  titleColumn: activities.title,
  searchKind: 'activities',
  cacheTags: ['entries'],
});

/** 课程: in the site search, the sitemap and its own page. */
export const courseContent = specContent(contract(courseKind), {
  table: courses,
  titleColumn: courses.title,
  searchKind: 'courses',
  cacheTags: ['courses'],
});

/** 横幅: the home page's carousel shows the 已发布 ones by 排序. */
export const bannerContent = specContent(contract(bannerKind), {
  table: banners,
  titleColumn: banners.title,
  cacheTags: [],
});

/** 作品类别: the portal's filters list the 已发布 ones. */
export const productTypeContent = specContent(contract(productTypeKind), {
  table: productTypes,
  titleColumn: productTypes.name,
  cacheTags: ['artworks'],
});

/** 认证项目: 实名认证 offers the 已发布 ones. */
export const projectContent = specContent(contract(projectKind), {
  table: projects,
  titleColumn: projects.projectName,
  cacheTags: [],
});

/** 展厅: in the site search (with its works' text) and on the 云展览 page. */
export const hallContent = specContent(contract(hallKind), {
  table: exhibitionHalls,
  titleColumn: exhibitionHalls.name,
  searchKind: 'exhibitions',
  cacheTags: [],
});

/** 展品: shown in its 展厅; its text is part of the 展厅's search document. */
export const hallWorkContent = specContent(contract(hallWorkKind), {
  table: hallWorks,
  titleColumn: hallWorks.title,
  searchKind: 'exhibitions',
  searchId: (row) => Number(row.hallId),
  cacheTags: [],
  verify: async (db, values) => {
    const [hall] = await db
      .select({ id: exhibitionHalls.id })
      .from(exhibitionHalls)
      .where(eq(exhibitionHalls.id, Number(values.hallId)));
    if (!hall) throw new BusinessError(400, '请选择已有的展厅');
  },
});

/** 页面: the editorial pages, one per fixed address, edited and published but never created here. */
export const pageContent = specContent(contract(pageKind), {
  table: pages,
  titleColumn: pages.title,
  cacheTags: [],
});

/** The kinds defined as data, in the menu's order. */
export const definedContents = [
  activityContent,
  courseContent,
  bannerContent,
  productTypeContent,
  projectContent,
  hallContent,
  hallWorkContent,
  pageContent,
];
