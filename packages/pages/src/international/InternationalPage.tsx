import { EditorialView } from '../internal/editorial/EditorialView';
import { route } from './route';

/** 国际合作. */
export function InternationalPage() {
  return <EditorialView query={route.useQuery('page')} missing={route.missing} />;
}
