// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { claimDrafts } from './draftOwner';
import { dialogToReopen, forgetDialogToReopen, rememberDialogToReopen } from './dialogToReopen';
import { clearDrafts } from './useDraft';

beforeEach(() => window.sessionStorage.clear());

it('opens the dialog again for the customer whose session ended, until it has opened', () => {
  rememberDialogToReopen('13800000001', 'personal-center');
  expect(dialogToReopen('13800000001')).toBe('personal-center');
  expect(dialogToReopen('13800000001')).toBe('personal-center');
  forgetDialogToReopen();
  expect(dialogToReopen('13800000001')).toBeNull();
});

it('opens nothing for another customer, and keeps it for the one it belongs to', () => {
  rememberDialogToReopen('13800000001', 'verification');
  expect(dialogToReopen('13800000002')).toBeNull();
  expect(dialogToReopen('13800000001')).toBe('verification');
});

it('is gone after 退出登录 or when another customer logs in to the tab', () => {
  claimDrafts('13800000001');
  rememberDialogToReopen('13800000001', 'verification');
  clearDrafts();
  expect(dialogToReopen('13800000001')).toBeNull();

  rememberDialogToReopen('13800000001', 'verification');
  claimDrafts('13800000002');
  expect(dialogToReopen('13800000001')).toBeNull();
});

it('ignores what it cannot read', () => {
  window.sessionStorage.setItem('art-portal-draft:reopen-dialog', '{"owner":"13800000001","dialog":"admin"}');
  expect(dialogToReopen('13800000001')).toBeNull();
  window.sessionStorage.setItem('art-portal-draft:reopen-dialog', 'not json');
  expect(dialogToReopen('13800000001')).toBeNull();
});
