import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLogout } from 'react-admin';
import Button from '@mui/material/Button';

/** The frame of the account pages a session may have to pass before the back office opens. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  const logout = useLogout();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
          <Button sx={{ mt: 2 }} onClick={() => void logout()}>
            退出登录
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
