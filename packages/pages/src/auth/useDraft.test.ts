// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { clearDrafts } from './useDraft';

it('forgets every draft of the tab and nothing else', () => {
  window.sessionStorage.setItem('art-portal-draft:comment:artwork:1', '{"content":"好作品"}');
  window.sessionStorage.setItem('art-portal-draft:account-personal-center:13800000000', '{"email":"a@b.cn"}');
  window.sessionStorage.setItem('art-portal-token', 'token');
  clearDrafts();
  expect(Object.keys(window.sessionStorage)).toEqual(['art-portal-token']);
});
