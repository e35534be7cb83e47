import { lazy, memo, Suspense } from 'react';
import { QuietBoundary } from '../internal/QuietBoundary';
import type { HeaderSearchOptions } from './HeaderSearch';

// The box is in the first HTML and searches as a plain form until its code arrives: it hydrates after the rest of
// the page (a Suspense boundary whose code is not there yet keeps the server's HTML), so every page's first script
// leaves it out.
const HeaderSearch = lazy(() => import('./HeaderSearch').then((m) => ({ default: m.HeaderSearch })));

/**
 * The bar's search box behind its own Suspense boundary. Memoised (the portal memoises `search`): a boundary still
 * waiting for its code that re-renders (the bar learns who is logged in) would be rendered again on the client,
 * dropping the server's input and whatever the visitor had typed into it.
 */
export const HeaderSearchSlot = memo(function HeaderSearchSlot({ search }: { search: HeaderSearchOptions }) {
  return (
    <Suspense fallback={null}>
      <QuietBoundary>
        <HeaderSearch placement="bar" {...search} />
      </QuietBoundary>
    </Suspense>
  );
});
