import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useShellRouter } from '../router/ShellRouterContext';

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** Where 返回首页 leads. */
  homePath: string;
}

/** The view of an unknown route: 页面不存在 and a link 返回首页. */
export function NotFound({ homePath }: NotFoundProps) {
  const { Link } = useShellRouter();
  return (
    <Box component="section" sx={{ py: '96px', textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ mb: '24px' }}>
        页面不存在
      </Typography>
      <Button component={Link} to={homePath} variant="contained">
        返回首页
      </Button>
    </Box>
  );
}
