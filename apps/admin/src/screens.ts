import { lazy, type ComponentType } from 'react';

/** A resource's screens; each loads its code when first opened (one chunk per kind). */
export interface ResourceScreens {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

const screen = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** The resources this app has screens for, by react-admin resource name (menuEntries' `resource`). */
export const screens: Readonly<Record<string, ResourceScreens>> = {
  artworks: {
    list: screen(
      () => import('./content/artworks/ArtworkScreens'),
      (m) => m.ArtworkList,
    ),
    edit: screen(
      () => import('./content/artworks/ArtworkScreens'),
      (m) => m.ArtworkEdit,
    ),
  },
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
  loginLogs: {
    list: screen(
      () => import('./audit/LoginLogList'),
      (m) => m.LoginLogList,
    ),
  },
};
