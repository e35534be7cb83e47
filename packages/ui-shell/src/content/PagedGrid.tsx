import { PagedCollection, type PagedCollectionProps } from './PagedCollection';

/** A paginated grid of cards with loading, error and 暂无数据 states. */
export function PagedGrid<T>(props: PagedCollectionProps<T>) {
  return <PagedCollection {...props} layout="grid" />;
}
