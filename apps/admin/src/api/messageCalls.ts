import type { AdminClient, MessageSendRequest, SentMessage } from '@art-portal/api-client/admin';
import type { GetListParams, RaRecord } from 'react-admin';
import { adminCall } from './toHttpError';

type Page<T> = { rows: T[]; total: number; totalCapped?: true };

/** 站内消息's sent list, or null when `resource` is another one. */
export function messageList(
  client: AdminClient,
  resource: string,
  params: GetListParams,
): Promise<Page<RaRecord>> | null {
  if (resource !== 'messages') return null;
  const paging = { pageNum: params.pagination?.page ?? 1, pageSize: params.pagination?.perPage ?? 20 };
  return adminCall(() => client.messages.sent(paging));
}

/** 站内消息's 发送. */
export interface MessageActions {
  /** Sends 标题 and 内容 to one customer (by 手机号) or to 全体用户; a refusal rejects with the server's message. */
  sendMessage(request: MessageSendRequest): Promise<SentMessage>;
}

/** {@link MessageActions} over the admin client. */
export function messageActions(client: AdminClient): MessageActions {
  return { sendMessage: (request) => adminCall(() => client.messages.send(request)) };
}
