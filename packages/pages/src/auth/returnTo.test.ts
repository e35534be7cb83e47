// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, returnTarget } from './returnTo';

describe('where login returns to', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('goes home when nothing is known', () => {
    expect(returnTarget(null)).toBe('/home');
  });

  it('prefers the page the router state names, then the last remembered page', () => {
    rememberReturnTo('/message?page=2');
    expect(returnTarget({ from: '/activity/detail?id=3' })).toBe('/activity/detail?id=3');
    expect(returnTarget(undefined)).toBe('/message?page=2');
  });

  it('never returns to the login page or leaves the portal', () => {
    rememberReturnTo('/news/index');
    rememberReturnTo('/login?t=register');
    expect(returnTarget({ from: '//evil.example/x' })).toBe('/news/index');
    expect(returnTarget({ from: 'https://evil.example/' })).toBe('/news/index');
    expect(returnTarget({ from: '/login?t=login' })).toBe('/news/index');
  });
});
