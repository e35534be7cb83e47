import { PortalLayout } from '@art-portal/pages/layout';
import {
  createPortalRuntime,
  PortalProviders,
  ServerQueries,
  useOldHashLinks,
} from '@art-portal/pages/providers';
import { NonceContext, pathTo, serverEntriesOf, type PortalRootData } from '@art-portal/pages/routing';
import { portalNav } from '@art-portal/pages/server';
import { isMobileUserAgent } from '@art-portal/ui-shell/device';
import { darkBand } from '@art-portal/ui-shell/theme';
import { useContext, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Scripts,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRouteError,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from 'react-router';
import { readPortalConfig } from './config/readPortalConfig.server';

/** The settings, the public address, the phone rule and the nav, once per document; navigations never ask again. */
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>): PortalRootData {
  return {
    settings: readPortalConfig(),
    publicUrl: context.portal?.publicUrl ?? new URL(request.url).origin,
    mobile: isMobileUserAgent(request.headers.get('user-agent') ?? ''),
    nav: portalNav,
  };
}

export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={darkBand} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="app">{children}</div>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The portal: the providers around the connected shell, whose outlet shows the page. */
export default function Root() {
  const root = useLoaderData<typeof loader>();
  const matches = useMatches();
  const [runtime] = useState(() =>
    createPortalRuntime(root.settings, {
      mobile: root.mobile,
      ...(typeof document === 'undefined' ? { origin: root.publicUrl } : {}),
    }),
  );
  useOldHashLinks();
  return (
    <ServerQueries store={runtime.store} entries={serverEntriesOf(matches)}>
      <PortalProviders settings={root.settings} runtime={runtime}>
        <PortalLayout nav={root.nav} />
      </PortalProviders>
    </ServerQueries>
  );
}

/** The shell itself failed (the configuration, the root loader): a plain page that says so, with 重试. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.status === 404 ? '页面不存在' : '门户暂时无法打开，请稍后重试';
  return (
    <main style={{ padding: '48px 24px', textAlign: 'center', fontSize: 16, lineHeight: 1.7 }}>
      <h1 style={{ fontSize: 22 }}>{message}</h1>
      <a href={pathTo('home')}>重试</a>
    </main>
  );
}
