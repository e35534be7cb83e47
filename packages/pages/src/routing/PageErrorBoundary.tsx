import Container from '@mui/material/Container';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { RouteErrorView } from '../errors/RouteErrorView';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ErrorNotice, MissingNotice, type MissingRecord } from '../internal/QueryView';

/** The body of a loader's refusal: the Chinese message to show. */
export type LoaderFailure = { message: string };

function messageOf(body: unknown, fallback: string): string {
  return typeof body === 'object' && body !== null && typeof (body as LoaderFailure).message === 'string'
    ? (body as LoaderFailure).message
    : fallback;
}

/**
 * What a page shows when its server loader refused (a missing record: 404, one taken down: 410; the API down: 503 with 重试) or it crashed
 * while rendering (the catalogue's message with 重试). 重试 loads the page again in the browser.
 */
export function PageErrorBoundary({ missing }: { missing?: MissingRecord | undefined }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404 || error.status === 410) {
      return missing ? (
        <MissingNotice {...missing} message={messageOf(error.data, missing.message)} />
      ) : (
        <NotFoundPage />
      );
    }
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <ErrorNotice message={messageOf(error.data, '服务错误，请稍后重试')} onRetry={retry} />
      </Container>
    );
  }
  return <RouteErrorView error={error} onRetry={retry} />;
}
