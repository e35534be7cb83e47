import Container from '@mui/material/Container';
import { ErrorState } from '@art-portal/ui-shell/feedback';
import { routeErrorMessage } from './routeErrorMessage';

/** What a crashed route shows: the catalogue's message and 重试. */
export function RouteErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Container maxWidth="md" component="section" aria-label="页面出错">
      <ErrorState message={routeErrorMessage(error)} onRetry={onRetry} />
    </Container>
  );
}
