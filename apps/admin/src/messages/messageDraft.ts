import { MESSAGE_CONTENT_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '@art-portal/api-client/admin';

/** What 发送消息's form holds while it is typed. */
export interface MessageDraft {
  audience: 'one' | 'all';
  phone: string;
  title: string;
  content: string;
  includeLater: boolean;
}

/** An empty form: to one customer, and (for 全体用户) not to later registrants. */
export const emptyMessage: MessageDraft = {
  audience: 'one',
  phone: '',
  title: '',
  content: '',
  includeLater: false,
};

const length = (text: string) => Array.from(text.trim()).length;

/** The first problem the form can see before sending (the server checks the same, and the 手机号's customer). */
export function messageProblem(draft: MessageDraft): string | null {
  if (draft.audience === 'one' && !draft.phone.trim()) return '请输入接收人的手机号';
  if (draft.audience === 'one' && !/^1[0-9]{10}$/.test(draft.phone.trim())) return '请输入 11 位手机号';
  if (!length(draft.title)) return '请输入标题';
  if (length(draft.title) > MESSAGE_TITLE_MAX_LENGTH) return `标题不能超过 ${MESSAGE_TITLE_MAX_LENGTH} 个字`;
  if (!length(draft.content)) return '请输入内容';
  if (length(draft.content) > MESSAGE_CONTENT_MAX_LENGTH)
    return `内容不能超过 ${MESSAGE_CONTENT_MAX_LENGTH} 个字`;
  return null;
}
