import Type, { type Static } from 'typebox';
import { OperationLogEntrySchema } from './audit';

/** Schema of `DashboardSummary`. */
export const DashboardSummarySchema = Type.Object({
  /** This staff member's latest changes, newest first (at most 10). */
  recent: Type.Array(OperationLogEntrySchema),
  /** When the counts were read (ISO 8601): every call reads them afresh. Absent from servers before it. */
  countedAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** What waits for them: for 审核员 and 管理员 (each count once its review screen exists), absent for 编辑. */
  queues: Type.Optional(
    Type.Object({
      /** 待审核的实名认证. */
      verifications: Type.Optional(Type.Integer({ minimum: 0 })),
      /** 待审核的投稿. */
      submissions: Type.Optional(Type.Integer({ minimum: 0 })),
      /** 待处理的评论. */
      comments: Type.Optional(Type.Integer({ minimum: 0 })),
      /** 待批阅的作业. */
      homework: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  ),
});

/** 工作台. */
export type DashboardSummary = Static<typeof DashboardSummarySchema>;
