import type { CallOptions } from '../CallOptions';
import type { Transport } from '../internal/createTransport';
import type { Page, PageQuery } from '../types/common';
import type { Message } from '../types/messages';

/** `api.messages`: the customer's messages. */
export interface MessagesResource {
  /** POST /portal/customerMessage/myList (login): a page of messages. */
  list(query: PageQuery, options?: CallOptions): Promise<Page<Message>>;
}

/** Builds `api.messages` over a transport. */
export function createMessagesResource(t: Transport): MessagesResource {
  return {
    list: ({ pageNum, pageSize }, options) =>
      t.call(
        { method: 'POST', path: '/portal/customerMessage/myList', body: { pageNum, pageSize } },
        options,
      ),
  };
}
