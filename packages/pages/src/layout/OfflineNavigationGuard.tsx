import { useEffect } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router';
import { networkMessage } from '../errors/routeErrorMessage';
import { useToast } from '../providers/ToastContext';

const offlineLeavingPage: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
  historyAction !== NavigationType.Pop &&
  !navigator.onLine &&
  nextLocation.pathname !== currentLocation.pathname;

/**
 * Keeps the customer on the page they have while the device is offline. Opening another page needs that page's module,
 * and when its download fails the framework reloads the document, which offline replaces the portal with the
 * browser's own error page. Going back is let through: a page in this session's history has its module already.
 * Its own component, so that the blocker's state re-renders nothing else.
 */
export function OfflineNavigationGuard() {
  const toast = useToast();
  const blocker = useBlocker(offlineLeavingPage);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    toast('error', networkMessage);
    blocker.reset();
  }, [blocker, toast]);
  return null;
}
