import type { CallOptions } from '../CallOptions';
import type { ApiConnection } from '../createApiConnection';
import { transportOf } from '../internal/transportOf';
import type { Page, PageQuery } from '../types/common';
import type { Message } from '../types/messages';

/** `api.messages`: the customer's messages. */
export interface MessagesResource {
  /** POST /portal/customerMessage/myList (login): a page of messages. */
  list(query: PageQuery, options?: CallOptions): Promise<Page<Message>>;
}

/** Builds `api.messages` over a connection (see `createApiConnection`). */
export function createMessagesResource(connection: ApiConnection): MessagesResource {
  const t = transportOf(connection);
  return {
    list: ({ pageNum, pageSize }, options) =>
      t.call(
        { method: 'POST', path: '/portal/customerMessage/myList', body: { pageNum, pageSize } },
        options,
      ),
  };
}
