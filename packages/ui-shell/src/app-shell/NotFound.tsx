import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useShellRouter } from '../router/ShellRouterContext';

/** The view of an unknown route: 页面不存在 and a link 返回首页. */
export function NotFound() {
  const { Link } = useShellRouter();
  return (
    <Box component="section" sx={{ py: '96px', textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ mb: '24px' }}>
        页面不存在
      </Typography>
      <Button component={Link} to="/home" variant="contained">
        返回首页
      </Button>
    </Box>
  );
}
