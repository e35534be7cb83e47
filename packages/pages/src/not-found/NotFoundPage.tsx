import Container from '@mui/material/Container';
import { NotFound } from '@art-portal/ui-shell/app-shell';
import { pathTo } from '../routing/pathTo';

/** 页面不存在. */
export function NotFoundPage() {
  return (
    <Container maxWidth="md">
      <NotFound homePath={pathTo('home')} />
    </Container>
  );
}
