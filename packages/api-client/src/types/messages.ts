import type { Id } from './common';

/** A message to the customer. */
export interface Message {
  /** Message id. */
  id: Id;
  /** Title. */
  title: string;
  /** Plain text. */
  content: string;
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: string;
  /** Whether it was read. */
  read: boolean;
}
