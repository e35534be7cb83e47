import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  SendEmailCodeRequestSchema,
  UpdateEmailRequestSchema,
  emailProblem,
} from '../src/contract/index';

const good = ['chen.xiaoyu@example.com', 'Chen.Xiaoyu@Example.COM', 'a@b.cn', '陈@例子.中国'];
const bad = [
  'chen',
  'chen@example',
  '@example.com',
  'chen@.com',
  'chen@example.c',
  'chen xiaoyu@example.com',
  'chen@@example.com',
  ' chen@example.com',
  `${'a'.repeat(65)}@example.com`,
];
// 64 + 1 + 180 + 1 + 8 = 254 characters; one more is too long although every part is in range.
const longest = `${'a'.repeat(64)}@${'b'.repeat(180)}.${'c'.repeat(8)}`;
const tooLong = `${longest}c`;

describe('the e-mail rule of the contract', () => {
  test('emailProblem accepts addresses and refuses the rest with 邮箱格式不正确', () => {
    for (const email of good) expect(emailProblem(email), email).toBeNull();
    for (const email of bad) expect(emailProblem(email), email).toBe('邮箱格式不正确');
    expect(Array.from(longest)).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailProblem(longest)).toBeNull();
    expect(emailProblem(tooLong)).toBe('邮箱格式不正确');
  });

  test.each([
    ['SendEmailCodeRequestSchema', SendEmailCodeRequestSchema, { code: 'ab12', codeId: 'c1' }],
    ['UpdateEmailRequestSchema', UpdateEmailRequestSchema, { code: '123456' }],
  ] as const)('%s checks the address as emailProblem does', (_, schema, rest) => {
    for (const email of [...good, longest]) expect(Value.Check(schema, { ...rest, email }), email).toBe(true);
    for (const email of [...bad, '', tooLong])
      expect(Value.Check(schema, { ...rest, email }), email).toBe(false);
  });
});
