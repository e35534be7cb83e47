import { portalApi, useAppDispatch } from '@art-portal/state';
import { Component, useCallback, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorView } from './RouteErrorView';
import { isChunkLoadError } from '../chunk-load/isChunkLoadError';

type BoundaryProps = {
  children: ReactNode;
  /** When it changes (another route or query), a shown error is cleared and the children render again. */
  resetKey: string;
  onRetry: (error: unknown) => void;
};

type BoundaryState = { error: unknown; failed: boolean };

/** The class part: React only catches render errors in a class component. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[route error]', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  private readonly retry = (): void => {
    this.props.onRetry(this.state.error);
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return <RouteErrorView error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}

/**
 * One per route: a page that throws while rendering (a broken or hostile API response, a page chunk that
 * did not download) shows the catalogue's message with 重试 instead of blanking the portal. 重试 drops the
 * cached API data so the page fetches afresh (a failed chunk reloads the document); navigating elsewhere
 * clears the error too.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const onRetry = useCallback(
    (error: unknown) => {
      if (isChunkLoadError(error)) {
        window.location.reload();
        return;
      }
      dispatch(portalApi.util.resetApiState());
    },
    [dispatch],
  );
  return (
    <Boundary resetKey={`${pathname}${search}`} onRetry={onRetry}>
      {children}
    </Boundary>
  );
}
