import { EditorialPage } from '../internal/editorial/EditorialPage';
import { internationalContent } from '../internal/editorial/internationalContent';

/** 国际合作. */
export function InternationalPage() {
  return <EditorialPage content={internationalContent} />;
}
