// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyMessage, messageProblem } from './messageDraft';

const ready = { ...emptyMessage, phone: '13800000002', title: '通知', content: '内容' };

describe('messageProblem', () => {
  it('asks for what is missing, in the form’s order', () => {
    expect(messageProblem(emptyMessage)).toBe('请输入接收人的手机号');
    expect(messageProblem({ ...ready, phone: '1380000' })).toBe('请输入 11 位手机号');
    expect(messageProblem({ ...ready, title: '  ' })).toBe('请输入标题');
    expect(messageProblem({ ...ready, content: '' })).toBe('请输入内容');
    expect(messageProblem(ready)).toBeNull();
  });

  it('needs no 手机号 for 全体用户 and counts lengths in characters', () => {
    expect(messageProblem({ ...ready, audience: 'all', phone: '' })).toBeNull();
    expect(messageProblem({ ...ready, title: '𠀀'.repeat(100) })).toBeNull();
    expect(messageProblem({ ...ready, title: '长'.repeat(101) })).toBe('标题不能超过 100 个字');
    expect(messageProblem({ ...ready, content: '长'.repeat(2001) })).toBe('内容不能超过 2000 个字');
  });
});
