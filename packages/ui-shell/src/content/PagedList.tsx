import { PagedCollection, type PagedCollectionProps } from './PagedCollection';

/** A paginated vertical list with loading, error and 暂无数据 states. */
export function PagedList<T>(props: PagedCollectionProps<T>) {
  return <PagedCollection {...props} layout="list" />;
}
