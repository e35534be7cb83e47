import { EditorialView } from '../internal/editorial/EditorialView';
import { route } from './route';

/** 关于我们. */
export function AboutUsPage() {
  return <EditorialView query={route.useQuery('page')} missing={route.missing} />;
}
