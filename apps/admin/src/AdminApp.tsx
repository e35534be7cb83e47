import { Admin, Authenticated, CustomRoutes, Resource } from 'react-admin';
import { lazy } from 'react';
import { BrowserRouter, Route } from 'react-router';
import { adminClient } from './api/adminClient';
import { createDataProvider } from './api/createDataProvider';
import { routeRoles } from './api/routeRoles';
import { accountPaths } from './auth/accountPaths';
import { ChangePasswordPage } from './auth/ChangePasswordPage';
import { createAuthProvider } from './auth/createAuthProvider';
import { LoginPage } from './auth/LoginPage';
import { TotpSetupPage } from './auth/TotpSetupPage';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { menuEntries } from './layout/menuEntries';
import { screens } from './screens';
import { adminTheme } from './theme/adminTheme';

const dataProvider = createDataProvider(adminClient);
const authProvider = createAuthProvider(adminClient, routeRoles);
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));

const labelOf = (resource: string) =>
  menuEntries.find((entry) => entry.resource === resource)?.label ?? resource;

/** The back office: react-admin with the admin client's providers, Chinese messages and the portal's colours. */
export function AdminApp() {
  return (
    <BrowserRouter>
      <Admin
        title="管理后台"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={adminTheme}
        layout={AdminLayout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route
            path={accountPaths.password}
            element={
              <Authenticated>
                <ChangePasswordPage />
              </Authenticated>
            }
          />
          <Route
            path={accountPaths.totp}
            element={
              <Authenticated>
                <TotpSetupPage />
              </Authenticated>
            }
          />
        </CustomRoutes>
        {Object.entries(screens).map(([name, screen]) => (
          <Resource
            key={name}
            name={name}
            options={{ label: labelOf(name) }}
            list={screen.list}
            create={screen.create}
            edit={screen.edit}
          />
        ))}
      </Admin>
    </BrowserRouter>
  );
}
