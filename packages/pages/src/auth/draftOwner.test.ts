// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest';
import { claimDrafts, moveDrafts } from './draftOwner';

const entryDraft = 'art-portal-draft:entry:2';

beforeEach(() => window.sessionStorage.clear());

it("drops another customer's drafts when a customer logs in", () => {
  claimDrafts('13800000001');
  window.sessionStorage.setItem(entryDraft, '{"title":"城市之光","files":[]}');
  claimDrafts('13800000002');
  expect(window.sessionStorage.getItem(entryDraft)).toBeNull();
});

it('keeps the drafts of the customer who logs in again', () => {
  claimDrafts('13800000001');
  window.sessionStorage.setItem(entryDraft, '{"title":"城市之光","files":[]}');
  claimDrafts('13800000001');
  expect(window.sessionStorage.getItem(entryDraft)).not.toBeNull();
});

it('keeps what was typed while logged out in a tab nobody had logged in to', () => {
  window.sessionStorage.setItem(entryDraft, '{"title":"城市之光","files":[]}');
  claimDrafts('13800000001');
  expect(window.sessionStorage.getItem(entryDraft)).not.toBeNull();
});

it('keeps the drafts of a customer whose phone changed', () => {
  claimDrafts('13800000001');
  window.sessionStorage.setItem(entryDraft, '{"title":"城市之光","files":[]}');
  moveDrafts('13900000009');
  claimDrafts('13900000009');
  expect(window.sessionStorage.getItem(entryDraft)).not.toBeNull();
});
