import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { BreadcrumbItem } from '@art-portal/state';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { StoryPortal } from './portal/StoryPortal';
import { prepareStoryRuntime } from './portal/storyRuntime';
import { API_BASE } from './mocks/callUrl';
import { portalHandlers } from './mocks/portalHandlers';
import type { PortalRuntime } from '../src/providers';
import { pathTo } from '../src/routing/pathTo';
import { configure } from 'storybook/test';

// The play functions' findBy*/waitFor wait 5 s, not Testing Library's one: CI runs them beside other suites on two cores.
configure({ asyncUtilTimeout: 5_000 });

/**
 * The network is mocked at the edge only: the real api-client and store send real requests, msw's service worker
 * answers them. The fixtures' handlers are the worker's initial handlers; a story's `parameters.msw` (an array)
 * goes in front of them, and the addon resets to the initial ones between stories.
 */
const startWorker = async () => {
  const worker = setupWorker(...portalHandlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: (request, print) => {
      // An API call without a handler is a bug in the stories: fail loudly instead of hitting a server.
      if (new URL(request.url).pathname.startsWith(`${API_BASE}/`)) print.error();
    },
  });
  return worker;
};

/**
 * This Storybook also holds ui-shell's components, titled `ui-shell/…`: they render what they are given, with
 * ui-shell's own decorator, and need neither the network nor the portal around them.
 */
const isPage = (title: string) => !title.startsWith('ui-shell/');

const startNetwork = mswLoader(startWorker);
const withNetwork: Loader = (context) => (isPage(context.title) ? startNetwork(context) : undefined);

const withRuntime: Loader = async ({ parameters, title }) => {
  if (!isPage(title)) return {};
  const breadcrumb = Array.isArray(parameters['breadcrumb'])
    ? (parameters['breadcrumb'] as BreadcrumbItem[])
    : [];
  const runtime = await prepareStoryRuntime({ loggedIn: parameters['loggedIn'] === true, breadcrumb });
  return { runtime };
};

/** Every story is a page at `parameters.route`, inside the real providers and PortalLayout. */
const withPortal: Decorator = (Story, context) => {
  if (!isPage(context.title)) return <Story />;
  const runtime = (context.loaded as { runtime: PortalRuntime }).runtime;
  const route =
    typeof context.parameters['route'] === 'string' ? context.parameters['route'] : pathTo('home');
  return (
    <StoryPortal key={context.id} runtime={runtime} route={route}>
      <Story />
    </StoryPortal>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  loaders: [withNetwork, withRuntime],
  // Once-handlers (a call that fails the first time) fail again each time their story is shown.
  beforeEach: ({ msw }) => {
    msw?.restoreHandlers();
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    // The viewports (手机 360×740, 桌面 1280×800, desktop first) come with ui-shell's preview.
    options: {
      storySort: { order: ['ui-shell', ['Tokens', 'Theme'], 'Pages'] },
    },
  },
};

export default preview;
