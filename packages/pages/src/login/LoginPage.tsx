import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { selectIsLoggedIn, selectIsSessionKnown, useAppSelector } from '@art-portal/state';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { returnTarget } from '../auth/returnTo';
import { usePortalSettings } from '../providers/PortalSettingsContext';
import { pathTo } from '../routing/pathTo';
import { AccountForm } from './AccountForm';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { portalGradients } from '@art-portal/ui-shell/theme';

type Mode = 'login' | 'register';

const home = pathTo('home');

/** /login?t=login|register: SMS login, registration and 忘记密码; afterwards back to where the visitor came from. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const settings = usePortalSettings();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const known = useAppSelector(selectIsSessionKnown);
  // Whether the customer was already logged in when the page learned who is there (after hydration, on the server's
  // HTML), not logged in here: only then does the page send them on to 首页.
  const [arrived, setArrived] = useState<boolean | null>(known ? loggedIn : null);
  if (arrived === null && known) setArrived(loggedIn);
  const [target, setTarget] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const mode: Mode = params.get('t') === 'register' ? 'register' : 'login';

  if (target !== null) return <Navigate to={target} replace />;
  if (arrived && loggedIn) return <Navigate to={home} replace />;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        background: portalGradients.loginGlow,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Typography
          component={RouterLink}
          to={home}
          sx={{
            display: 'block',
            textAlign: 'center',
            fontWeight: 800,
            fontSize: 22,
            color: 'primary.main',
            textDecoration: 'none',
          }}
        >
          {settings.siteName}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center', fontWeight: 700, mt: 1, mb: 2 }}>
          {mode === 'login' ? '登录' : '注册'}
        </Typography>
        <Tabs
          value={mode}
          variant="fullWidth"
          onChange={(_event, value: Mode) =>
            setParams({ t: value }, { replace: true, state: location.state as unknown })
          }
          sx={{ mb: 3 }}
        >
          <Tab value="login" label="登录" />
          <Tab value="register" label="注册" />
        </Tabs>
        <AccountForm mode={mode} onDone={() => setTarget(returnTarget(location.state))} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
          <Button variant="text" size="small" onClick={() => setResetOpen(true)}>
            忘记密码
          </Button>
          <Button variant="text" size="small" component={RouterLink} to={home}>
            返回首页
          </Button>
        </Box>
      </Paper>
      <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </Box>
  );
}
