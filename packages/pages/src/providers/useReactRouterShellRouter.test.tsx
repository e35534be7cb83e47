/// <reference types="vite/client" />
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useReactRouterShellRouter } from './useReactRouterShellRouter';

function ShellLink({ to }: { to: string }) {
  const { Link: RouterShellLink } = useReactRouterShellRouter();
  return (
    <RouterShellLink to={to} className="link" aria-current="page" target="_self">
      作品
    </RouterShellLink>
  );
}

const atPage = (node: React.ReactNode) =>
  renderToString(<MemoryRouter initialEntries={['/news/detail?id=3']}>{node}</MemoryRouter>);

describe('the shell’s links on the server', () => {
  it.each([
    '/artWorks/index',
    '/artWorks/detail?id=1&from=home',
    '/aboutUs#联系',
    '/news/index/',
    '../news/index',
    '/news/./index',
    '/news/../home',
    '//example.com/x',
    'https://beian.miit.gov.cn/',
  ])('print what React Router’s Link prints for %s', (to) => {
    expect(import.meta.env.SSR).toBe(true);
    const expected = atPage(
      <Link to={to} prefetch="intent" className="link" aria-current="page" target="_self">
        作品
      </Link>,
    );
    expect(atPage(<ShellLink to={to} />)).toBe(expected);
  });
});
