import { lazy, type ComponentType } from 'react';

/** A resource's screens; each loads its code when first opened (one chunk per kind). */
export interface ResourceScreens {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

const screen = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** The screens of a kind defined as data (征集, 课程, …): one generic list and form, built from its definition. */
const kindScreen = (resource: string): ResourceScreens => {
  const load = () => import('./content/kinds/KindScreens');
  const of = (m: Awaited<ReturnType<typeof load>>) => {
    const set = m.kindScreens[resource];
    if (!set) throw new Error(`后台没有 ${resource} 的界面`);
    return set;
  };
  return {
    list: screen(load, (m) => of(m).list),
    create: screen(load, (m) => of(m).create),
    edit: screen(load, (m) => of(m).edit),
  };
};

/** The resources this app has screens for, by react-admin resource name (menuEntries' `resource`). */
export const screens: Readonly<Record<string, ResourceScreens>> = {
  artworks: {
    list: screen(
      () => import('./content/artworks/ArtworkScreens'),
      (m) => m.ArtworkList,
    ),
    create: screen(
      () => import('./content/artworks/ArtworkScreens'),
      (m) => m.ArtworkCreate,
    ),
    edit: screen(
      () => import('./content/artworks/ArtworkScreens'),
      (m) => m.ArtworkEdit,
    ),
  },
  activities: kindScreen('activities'),
  exhibitions: kindScreen('exhibitions'),
  hallWorks: kindScreen('hallWorks'),
  courses: kindScreen('courses'),
  banners: kindScreen('banners'),
  categories: kindScreen('categories'),
  projects: kindScreen('projects'),
  // 页面 are fixed (one per address of the portal): edited and published, never created.
  pages: { list: kindScreen('pages').list, edit: kindScreen('pages').edit },
  news: {
    list: screen(
      () => import('./content/news/NewsScreens'),
      (m) => m.NewsList,
    ),
    create: screen(
      () => import('./content/news/NewsScreens'),
      (m) => m.NewsCreate,
    ),
    edit: screen(
      () => import('./content/news/NewsScreens'),
      (m) => m.NewsEdit,
    ),
  },
  staff: {
    list: screen(
      () => import('./staff/StaffList'),
      (m) => m.StaffList,
    ),
    create: screen(
      () => import('./staff/StaffCreate'),
      (m) => m.StaffCreate,
    ),
  },
  operationLogs: {
    list: screen(
      () => import('./audit/OperationLogList'),
      (m) => m.OperationLogList,
    ),
  },
  verifications: {
    list: screen(
      () => import('./reviews/VerificationReviewList'),
      (m) => m.VerificationReviewList,
    ),
  },
  entries: {
    list: screen(
      () => import('./reviews/EntryReviewList'),
      (m) => m.EntryReviewList,
    ),
  },
  comments: {
    list: screen(
      () => import('./moderation/CommentList'),
      (m) => m.CommentList,
    ),
  },
  homework: {
    list: screen(
      () => import('./moderation/HomeworkList'),
      (m) => m.HomeworkList,
    ),
  },
  sensitiveWords: {
    list: screen(
      () => import('./moderation/SensitiveWordList'),
      (m) => m.SensitiveWordList,
    ),
  },
  messages: {
    list: screen(
      () => import('./messages/MessageList'),
      (m) => m.MessageList,
    ),
  },
  loginLogs: {
    list: screen(
      () => import('./audit/LoginLogList'),
      (m) => m.LoginLogList,
    ),
  },
};
