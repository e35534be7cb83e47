import type { UserInfo } from '@art-portal/api-client';
import { describe, expect, it } from 'vitest';
import { loggedOut } from './sessionSlice';
import { clearUserInfo, selectUserInfo, selectUserLabel, setUserInfo, userSlice } from './userSlice';

const info = (overrides: Partial<UserInfo>): UserInfo => ({
  name: '',
  phone: '',
  email: null,
  authProject: null,
  authOrg: null,
  studentCode: null,
  authStatus: null,
  ...overrides,
});

const labelOf = (user: UserInfo) =>
  selectUserLabel({ user: userSlice.reducer(undefined, setUserInfo(user)) });

describe('user slice', () => {
  it('stores and clears the customer info', () => {
    const user = info({ name: '李明', phone: '13800000000', authStatus: 1 });
    const stored = userSlice.reducer(undefined, setUserInfo(user));
    expect(selectUserInfo({ user: stored })).toEqual(user);
    expect(selectUserInfo({ user: userSlice.reducer(stored, clearUserInfo()) })).toBeNull();
  });

  it('forgets the customer on logout', () => {
    const stored = userSlice.reducer(undefined, setUserInfo(info({ name: '李明' })));
    expect(selectUserInfo({ user: userSlice.reducer(stored, loggedOut()) })).toBeNull();
  });

  it('labels the user by name, else phone, else e-mail', () => {
    expect(labelOf(info({ name: '李明', phone: '13800000000', email: 'li@example.cn' }))).toBe('李明');
    expect(labelOf(info({ name: '', phone: '13800000000', email: 'li@example.cn' }))).toBe('13800000000');
    expect(labelOf(info({ name: '  ', phone: '', email: 'li@example.cn' }))).toBe('li@example.cn');
  });

  it('has an empty label when nothing is known', () => {
    expect(selectUserLabel({ user: userSlice.reducer(undefined, { type: 'init' }) })).toBe('');
    expect(labelOf(info({}))).toBe('');
  });
});
