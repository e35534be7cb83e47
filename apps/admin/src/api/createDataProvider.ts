import type {
  AdminClient,
  DashboardSummary,
  StaffMember,
  StaffWithPassword,
  TotpSetup,
} from '@art-portal/api-client/admin';
import {
  HttpError,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ContentVersion } from '../content/ContentVersion';
import { contentFieldLabels } from './contentFieldLabels';
import { fieldOfMessage } from './fieldOfMessage';
import { contentCall, contentTitleField, isContentKind } from './contentCalls';
import { adminCall } from './toHttpError';
import { messageActions, messageList, type MessageActions } from './messageCalls';
import { moderationActions, moderationList, type ModerationActions } from './moderationCalls';
import { reviewActions, reviewList, type ReviewActions } from './reviewCalls';

type Filter = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A date-time filter's value (a `datetime-local` string or ISO) as the ISO instant the server expects. */
const instant = (value: unknown): string | undefined => {
  const given = text(value);
  if (!given) return undefined;
  const time = new Date(given);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
};

const paging = ({ pagination }: GetListParams) => ({
  pageNum: pagination?.page ?? 1,
  pageSize: pagination?.perPage ?? 20,
});

const page = <T extends RaRecord>(result: {
  rows: T[];
  total: number;
  totalCapped?: true;
}): GetListResult<T> =>
  result.totalCapped
    ? { data: result.rows, pageInfo: { hasPreviousPage: true, hasNextPage: true }, total: result.total }
    : { data: result.rows, total: result.total };

function unsupported(resource: string, call: string): Error {
  return new Error(`后台没有 ${resource} 的 ${call} 操作`);
}

/** A refused save whose message names one field: the message goes beside that field too (react-admin's body.errors). */
function besideField(kind: string, error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status >= 500) return error;
  const body = error.body as { kind?: unknown; errors?: unknown } | undefined;
  if (body?.kind !== 'business' || body.errors) return error;
  const field = fieldOfMessage(error.message, contentFieldLabels[kind] ?? {});
  return field
    ? new HttpError(error.message, error.status, { ...body, errors: { [field]: error.message } })
    : error;
}

/** The calls of the back office that are not one of react-admin's CRUD verbs. */
export interface AdminActions {
  dashboardSummary(): Promise<DashboardSummary>;
  /** 停用 (true) or 启用 (false) a 后台账号. */
  disableStaff(id: Identifier, disabled: boolean): Promise<void>;
  /** 重置密码: the new one-time password, shown once. */
  resetStaffPassword(id: Identifier, resetTotp: boolean): Promise<StaffWithPassword>;
  /** 修改密码 of the logged-in staff member (also the one-time password at the first login). */
  changePassword(oldPassword: string, newPassword: string): Promise<StaffMember>;
  /** A new TOTP secret and its QR code, not yet on. */
  totpSetup(): Promise<TotpSetup>;
  /** Turns TOTP on with a code of the new secret. */
  totpEnable(code: string): Promise<StaffMember>;
  /** 发布 the version `version` of a content record (the one on screen: a stale one is refused). */
  publish(kind: string, id: Identifier, version: number): Promise<RaRecord>;
  /** 定时发布 a content record at `publishAt` (ISO 8601). */
  schedule(kind: string, id: Identifier, version: number, publishAt: string): Promise<RaRecord>;
  /** 下线 a content record. */
  withdraw(kind: string, id: Identifier, version: number): Promise<RaRecord>;
  /** 历史版本 of a content record, newest first. */
  versions(kind: string, id: Identifier): Promise<ContentVersion[]>;
  /** 恢复此版本: the fields of version `from` become a new draft of the record (now at `version`). */
  restore(kind: string, id: Identifier, version: number, from: number): Promise<RaRecord>;
  /** The address of the record's 预览, which only this session can open. */
  previewUrl(kind: string, id: Identifier): Promise<string>;
}

const urlOf = (answer: unknown): string => {
  if (typeof answer === 'string') return answer;
  const url = (answer as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') throw new Error('预览地址无效');
  return url;
};

/** react-admin's data provider, a thin adapter over {@link AdminClient}: one case per resource, nothing cached. */
export function createDataProvider(
  client: AdminClient,
): DataProvider & AdminActions & ModerationActions & ReviewActions & MessageActions {
  const content = (kind: string, name: string, request: Record<string, unknown>) => {
    const call = contentCall(client, kind, name);
    return adminCall(() => call(request));
  };
  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const filter = (params.filter ?? {}) as Filter;
    const moderation = moderationList(client, resource, params) ?? messageList(client, resource, params);
    if (moderation) return page(await moderation);
    const review = reviewList(client, resource, params);
    if (review) return page(await review);
    switch (resource) {
      case 'staff':
        return page(
          await adminCall(() =>
            client.staff.list({
              ...paging(params),
              keyword: text(filter.q),
              role: text(filter.role) as 'admin' | 'editor' | 'reviewer' | undefined,
            }),
          ),
        );
      case 'operationLogs':
        return page(
          await adminCall(() =>
            client.audit.operations({
              ...paging(params),
              loginName: text(filter.loginName),
              kind: text(filter.kind),
              action: text(filter.action),
              from: instant(filter.from),
              to: instant(filter.to),
            }),
          ),
        );
      case 'loginLogs':
        return page(
          await adminCall(() =>
            client.audit.logins({
              ...paging(params),
              loginName: text(filter.loginName),
              result: text(filter.result) as never,
              address: text(filter.address),
              from: instant(filter.from),
              to: instant(filter.to),
            }),
          ),
        );
      case 'artworkSources': {
        // A handful of names, all at once: a 作品's 作品来源 is chosen from them.
        const sources = await adminCall(() => client.artworkSources.list());
        return { data: sources, total: sources.length };
      }
      default:
        if (!isContentKind(resource)) throw unsupported(resource, 'list');
        return page(
          (await content(resource, 'list', {
            ...paging(params),
            keyword: text(filter.q),
            state: text(filter.state),
          })) as { rows: RaRecord[]; total: number; totalCapped?: true },
        );
    }
  };

  return {
    ...moderationActions(client),
    ...reviewActions(client),
    ...messageActions(client),
    getList,
    async getOne(resource, params) {
      if (!isContentKind(resource)) throw unsupported(resource, 'getOne');
      return {
        data: (await content(resource, 'get', { id: String(params.id) })) as never,
      };
    },
    // A reference to a kind's records (展品's 展厅): each by its id, named by its 标题 as in the kind's list; a
    // 作品's 作品来源 among their few names.
    async getMany(resource, params) {
      if (resource === 'artworkSources') {
        const wanted = new Set(params.ids.map(String));
        const sources = await adminCall(() => client.artworkSources.list());
        return { data: sources.filter((source) => wanted.has(String(source.id))) as never };
      }
      if (!isContentKind(resource)) throw unsupported(resource, 'getMany');
      const titleField = contentTitleField(resource);
      const records = await Promise.all(
        params.ids.map(
          async (id) => (await content(resource, 'get', { id: String(id) })) as Record<string, unknown>,
        ),
      );
      return {
        data: records.map((record) => ({
          ...record,
          title: titleField ? record[titleField] : record.title,
        })) as never,
      };
    },
    getManyReference: (resource) => Promise.reject(unsupported(resource, 'getManyReference')),
    async create(resource, params) {
      if (isContentKind(resource))
        return {
          data: (await content(resource, 'create', params.data).catch((error: unknown) => {
            throw besideField(resource, error);
          })) as never,
        };
      if (resource !== 'staff') throw unsupported(resource, 'create');
      const data = params.data as {
        loginName: string;
        displayName?: string;
        role: 'admin' | 'editor' | 'reviewer';
      };
      const created = await adminCall(() =>
        client.staff.create({
          loginName: data.loginName,
          displayName: text(data.displayName),
          role: data.role,
        }),
      );
      return { data: { ...created.staff, oneTimePassword: created.password } as never };
    },
    async update(resource, params) {
      if (isContentKind(resource)) {
        // The version the form was read at: the server refuses a save over someone else's (optimistic lock).
        const { version } = (params.previousData ?? {}) as { version?: unknown };
        const request = { ...(params.data as Record<string, unknown>), id: String(params.id), version };
        return {
          data: (await content(resource, 'update', request).catch((error: unknown) => {
            throw besideField(resource, error);
          })) as never,
        };
      }
      if (resource !== 'staff') throw unsupported(resource, 'update');
      const data = params.data as { displayName?: string; role?: 'admin' | 'editor' | 'reviewer' };
      const updated = await adminCall(() =>
        client.staff.update({ id: String(params.id), displayName: text(data.displayName), role: data.role }),
      );
      return { data: updated as never };
    },
    updateMany: (resource) => Promise.reject(unsupported(resource, 'updateMany')),
    async delete(resource, params) {
      if (!isContentKind(resource)) throw unsupported(resource, 'delete');
      const { version } = (params.previousData ?? {}) as { version?: unknown };
      await content(resource, 'delete', { id: String(params.id), version });
      return { data: params.previousData as never };
    },
    deleteMany: (resource) => Promise.reject(unsupported(resource, 'deleteMany')),
    dashboardSummary: () => adminCall(() => client.dashboard.summary()),
    async disableStaff(id, disabled) {
      await adminCall(() => client.staff.disable({ id: String(id), disabled }));
    },
    resetStaffPassword: (id, resetTotp) =>
      adminCall(() => client.staff.resetPassword({ id: String(id), resetTotp })),
    changePassword: (oldPassword, newPassword) =>
      adminCall(() => client.session.changePassword({ oldPassword, newPassword })),
    totpSetup: () => adminCall(() => client.session.totpSetup()),
    totpEnable: (code) => adminCall(() => client.session.totpEnable({ code })),
    publish: (kind, id, version) =>
      content(kind, 'publish', { id: String(id), version }) as Promise<RaRecord>,
    schedule: (kind, id, version, publishAt) =>
      content(kind, 'schedule', { id: String(id), version, publishAt }) as Promise<RaRecord>,
    withdraw: (kind, id, version) =>
      content(kind, 'withdraw', { id: String(id), version }) as Promise<RaRecord>,
    versions: (kind, id) => content(kind, 'versions', { id: String(id) }) as Promise<ContentVersion[]>,
    restore: (kind, id, version, from) =>
      content(kind, 'restore', { id: String(id), version, from }) as Promise<RaRecord>,
    previewUrl: async (kind, id) => urlOf(await content(kind, 'preview', { id: String(id) })),
  };
}
