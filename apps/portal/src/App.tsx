import { RouteErrorBoundary } from '@art-portal/pages/errors';
import { PortalProviders } from '@art-portal/pages/providers';
import { HashRouter } from 'react-router';
import type { PortalConfig } from './config/portalConfigSchema';
import { PortalRoutes } from './routes/PortalRoutes';
import { RouteEffects } from './routes/RouteEffects';

export function App({ config }: { config: PortalConfig }) {
  return (
    <HashRouter>
      <PortalProviders settings={config}>
        <RouteEffects siteName={config.siteName} />
        <RouteErrorBoundary>
          <PortalRoutes />
        </RouteErrorBoundary>
      </PortalProviders>
    </HashRouter>
  );
}
