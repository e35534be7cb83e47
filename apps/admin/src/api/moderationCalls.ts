import type {
  AdminClient,
  CommentRow,
  CommentState,
  HomeworkRow,
  HomeworkState,
  SensitiveWord,
} from '@art-portal/api-client/admin';
import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { adminCall } from './toHttpError';

type Page<T> = { rows: T[]; total: number; totalCapped?: true };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A 课程 filter typed as its number; anything else is no filter. */
const courseIdOf = (value: unknown): string | undefined => {
  const given = text(typeof value === 'number' ? String(value) : value);
  return given && /^[0-9]{1,10}$/.test(given) ? given : undefined;
};

/** The list call of a moderation resource, or null when `resource` is another one. */
export function moderationList(
  client: AdminClient,
  resource: string,
  params: GetListParams,
): Promise<Page<RaRecord>> | null {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const paging = { pageNum: params.pagination?.page ?? 1, pageSize: params.pagination?.perPage ?? 20 };
  switch (resource) {
    case 'comments':
      return adminCall(() =>
        client.comments.list({
          ...paging,
          state: text(filter.state) as CommentState | undefined,
          courseId: courseIdOf(filter.courseId),
        }),
      );
    case 'homework':
      return adminCall(() =>
        client.homework.list({
          ...paging,
          state: text(filter.state) as HomeworkState | undefined,
          courseId: courseIdOf(filter.courseId),
        }),
      );
    case 'sensitiveWords':
      return adminCall(() => client.sensitiveWords.list({ ...paging, keyword: text(filter.q) }));
    default:
      return null;
  }
}

/** The decisions of 评论管理 and 作业批阅, and 敏感词's 新建 and 删除. */
export interface ModerationActions {
  /** 通过 a comment waiting for review. */
  approveComment(id: Identifier): Promise<CommentRow>;
  /** 隐藏 a comment, with the reason. */
  hideComment(id: Identifier, reason: string): Promise<CommentRow>;
  /** 恢复显示 a hidden comment. */
  restoreComment(id: Identifier): Promise<CommentRow>;
  /** 批阅 a homework with the comment the customer reads. */
  reviewHomework(id: Identifier, comment: string): Promise<HomeworkRow>;
  /** 新建 a 敏感词. */
  addSensitiveWord(word: string): Promise<SensitiveWord>;
  /** 删除 a 敏感词. */
  deleteSensitiveWord(id: Identifier): Promise<void>;
}

/** {@link ModerationActions} over the admin client; a refusal rejects with the server's message. */
export function moderationActions(client: AdminClient): ModerationActions {
  return {
    approveComment: (id) => adminCall(() => client.comments.approve({ id: String(id) })),
    hideComment: (id, reason) => adminCall(() => client.comments.hide({ id: String(id), reason })),
    restoreComment: (id) => adminCall(() => client.comments.restore({ id: String(id) })),
    reviewHomework: (id, comment) => adminCall(() => client.homework.review({ id: String(id), comment })),
    addSensitiveWord: (word) => adminCall(() => client.sensitiveWords.add({ word })),
    async deleteSensitiveWord(id) {
      await adminCall(() => client.sensitiveWords.delete({ id: String(id) }));
    },
  };
}
