// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { claimDrafts } from './draftOwner';
import { dialogToReopen, forgetDialogToReopen, rememberDialogToReopen } from './dialogToReopen';
import { clearDrafts } from './useDraft';

const accountDialogs = ['verification', 'personal-center'] as const;

beforeEach(() => window.sessionStorage.clear());

it('opens the dialog again for the customer whose session ended, until it has opened', () => {
  rememberDialogToReopen('13800000001', 'personal-center');
  expect(dialogToReopen('13800000001', accountDialogs)).toBe('personal-center');
  expect(dialogToReopen('13800000001', accountDialogs)).toBe('personal-center');
  forgetDialogToReopen();
  expect(dialogToReopen('13800000001', accountDialogs)).toBeNull();
});

it('opens nothing for another customer, and keeps it for the one it belongs to', () => {
  rememberDialogToReopen('13800000001', 'verification');
  expect(dialogToReopen('13800000002', accountDialogs)).toBeNull();
  expect(dialogToReopen('13800000001', accountDialogs)).toBe('verification');
});

it('is opened only by whoever opens a dialog of that name, and kept for it', () => {
  rememberDialogToReopen('13800000001', 'entry:12');
  expect(dialogToReopen('13800000001', accountDialogs)).toBeNull();
  expect(dialogToReopen('13800000001', ['entry:7'])).toBeNull();
  expect(dialogToReopen('13800000001', ['entry:12'])).toBe('entry:12');
});

it('is gone after 退出登录 or when another customer logs in to the tab', () => {
  claimDrafts('13800000001');
  rememberDialogToReopen('13800000001', 'verification');
  clearDrafts();
  expect(dialogToReopen('13800000001', accountDialogs)).toBeNull();

  rememberDialogToReopen('13800000001', 'verification');
  claimDrafts('13800000002');
  expect(dialogToReopen('13800000001', accountDialogs)).toBeNull();
});

it('ignores what it cannot read', () => {
  window.sessionStorage.setItem('art-portal-draft:reopen-dialog', '{"owner":"13800000001","dialog":"admin"}');
  expect(dialogToReopen('13800000001', accountDialogs)).toBeNull();
  window.sessionStorage.setItem('art-portal-draft:reopen-dialog', 'not json');
  expect(dialogToReopen('13800000001', accountDialogs)).toBeNull();
});
