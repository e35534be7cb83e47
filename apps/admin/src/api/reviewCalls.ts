import type {
  AdminClient,
  EntryReviewRecord,
  EntryReviewRow,
  EntryReviewQuery,
  VerificationReviewRow,
} from '@art-portal/api-client/admin';
import type { GetListParams, Identifier, RaRecord } from 'react-admin';
import { adminCall } from './toHttpError';

type Page<T> = { rows: T[]; total: number; totalCapped?: true };

const entryStates: readonly string[] = ['pending', 'approved', 'rejected'];

/** A 征集 filter typed as its number; anything else is no filter. */
const activityIdOf = (value: unknown): string | undefined => {
  const given = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[0-9]{1,10}$/.test(given) ? given : undefined;
};

/** The list call of 投稿审核 (`entries`) or 实名认证 (`verifications`), or null for another resource. */
export function reviewList(
  client: AdminClient,
  resource: string,
  params: GetListParams,
): Promise<Page<RaRecord>> | null {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const paging = { pageNum: params.pagination?.page ?? 1, pageSize: params.pagination?.perPage ?? 20 };
  switch (resource) {
    case 'entries': {
      const state =
        typeof filter.state === 'string' && entryStates.includes(filter.state) ? filter.state : undefined;
      return adminCall(() =>
        client.entryReviews.list({
          ...paging,
          state: state as EntryReviewQuery['state'],
          activityId: activityIdOf(filter.activityId),
        }),
      );
    }
    case 'verifications':
      return adminCall(() => client.verificationReviews.list(paging));
    default:
      return null;
  }
}

/** The decisions of 投稿审核 and 实名认证. */
export interface ReviewActions {
  /** An entry with every file, read before deciding. */
  entryReview(id: Identifier): Promise<EntryReviewRecord>;
  /** 通过 an entry: it appears on the call's 参赛作品. */
  approveEntry(id: Identifier): Promise<EntryReviewRow>;
  /** 驳回 an entry, with the reason the entrant reads. */
  rejectEntry(id: Identifier, reason: string): Promise<EntryReviewRow>;
  /** 通过 a customer's 实名认证. */
  approveVerification(id: Identifier): Promise<VerificationReviewRow>;
  /** 驳回 a customer's 实名认证, with the reason they read. */
  rejectVerification(id: Identifier, reason: string): Promise<VerificationReviewRow>;
}

/** {@link ReviewActions} over the admin client; a refusal rejects with the server's message. */
export function reviewActions(client: AdminClient): ReviewActions {
  return {
    entryReview: (id) => adminCall(() => client.entryReviews.get({ id: String(id) })),
    approveEntry: (id) => adminCall(() => client.entryReviews.approve({ id: String(id) })),
    rejectEntry: (id, reason) => adminCall(() => client.entryReviews.reject({ id: String(id), reason })),
    approveVerification: (id) => adminCall(() => client.verificationReviews.approve({ id: String(id) })),
    rejectVerification: (id, reason) =>
      adminCall(() => client.verificationReviews.reject({ id: String(id), reason })),
  };
}
