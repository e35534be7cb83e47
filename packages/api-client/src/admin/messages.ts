import Type, { type Static } from 'typebox';
import { PageSchema, pagedProperties, type StaticRequest } from '../contract/common';
import { adminRoute, REVIEWERS } from './AdminRouteDefinition';

/** Longest 标题 of a 站内消息, in characters. */
export const MESSAGE_TITLE_MAX_LENGTH = 100;
/** Longest 内容 of a 站内消息, in characters. */
export const MESSAGE_CONTENT_MAX_LENGTH = 2000;

/** Schema of `MessageSendRequest`. The server checks the lengths in characters and answers in Chinese. */
export const MessageSendRequestSchema = Type.Object({
  /** 标题 (plain text; it is shown as text, never as HTML). */
  title: Type.String({ maxLength: 1000 }),
  /** 内容 (plain text). */
  content: Type.String({ maxLength: 20_000 }),
  /** `one`: the customer whose 手机号 is `phone`; `all`: 全体用户. */
  audience: Type.Union([Type.Literal('one'), Type.Literal('all')]),
  /** The customer's 手机号 (with `audience: 'one'`). */
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  /** With `all`: customers who register later get it too (default: only those registered when it is sent). */
  includeLater: Type.Optional(Type.Boolean()),
});

/** What 站内消息's send form sends. */
export type MessageSendRequest = StaticRequest<typeof MessageSendRequestSchema>;

/** Schema of `SentMessage`. */
export const SentMessageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  audience: Type.Union([Type.Literal('one'), Type.Literal('all')]),
  /** The customer's 手机号 (for `one`), empty for 全体用户. */
  phone: Type.String(),
  includeLater: Type.Boolean(),
  /** 发送人's 登录名. */
  sentBy: Type.String(),
  /** 发送时间 (ISO 8601). */
  sentAt: Type.String({ format: 'date-time' }),
});

/** A 站内消息 the back office sent. */
export type SentMessage = Static<typeof SentMessageSchema>;

/** Schema of `SentMessageQuery`. */
export const SentMessageQuerySchema = Type.Object(pagedProperties({}));

/** A page of sent messages, newest first. */
export type SentMessageQuery = StaticRequest<typeof SentMessageQuerySchema>;

/** 站内消息 (审核员's): send, and the list of what was sent. */
export const messageRoutes = [
  adminRoute({
    name: 'messages.send',
    method: 'POST',
    path: '/messages/send',
    roles: REVIEWERS,
    reads: false,
    body: MessageSendRequestSchema,
    data: SentMessageSchema,
  }),
  adminRoute({
    name: 'messages.sent',
    method: 'GET',
    path: '/messages/sent',
    roles: REVIEWERS,
    reads: true,
    query: SentMessageQuerySchema,
    data: PageSchema(SentMessageSchema),
  }),
] as const;
