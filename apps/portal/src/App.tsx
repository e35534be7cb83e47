import { RouteErrorBoundary } from '@art-portal/pages/errors';
import { PortalProviders, type PortalRuntime } from '@art-portal/pages/providers';
import { HashRouter } from 'react-router';
import type { PortalConfig } from './config/portalConfigSchema';
import { PortalRoutes } from './routes/PortalRoutes';
import { RouteEffects } from './routes/RouteEffects';

export function App({ config, runtime }: { config: PortalConfig; runtime?: PortalRuntime }) {
  return (
    <HashRouter>
      <PortalProviders settings={config} runtime={runtime}>
        <RouteEffects siteName={config.siteName} />
        <RouteErrorBoundary>
          <PortalRoutes />
        </RouteErrorBoundary>
      </PortalProviders>
    </HashRouter>
  );
}
