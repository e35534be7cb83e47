import Type, { type Static } from 'typebox';
import { IdSchema } from './common';

/** Schema of `Message`. */
export const MessageSchema = Type.Object({
  /** Message id. */
  id: IdSchema,
  /** Title. */
  title: Type.String(),
  /** Plain text. */
  content: Type.String(),
  /** `yyyy-MM-dd HH:mm:ss`, China Standard Time. */
  createTime: Type.String(),
  /** Whether it was read. */
  read: Type.Boolean(),
});

/** A message to the customer. */
export type Message = Static<typeof MessageSchema>;
