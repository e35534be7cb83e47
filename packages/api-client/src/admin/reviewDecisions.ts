/** What a decision answers when another reviewer already made it (HTTP 409): nothing happens a second time. */
export const ALREADY_HANDLED_MESSAGE = '该内容已被他人处理';

/** The longest reason or 批阅 comment a reviewer may write, in characters. */
export const REVIEW_TEXT_MAX_LENGTH = 500;
