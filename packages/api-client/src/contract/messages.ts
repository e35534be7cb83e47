import Type from 'typebox';
import { IdSchema } from './common';

/** Schema of `Message`. */
export const MessageSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  content: Type.String(),
  createTime: Type.String(),
  read: Type.Boolean(),
});
