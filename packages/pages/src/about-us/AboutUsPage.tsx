import { aboutContent } from '../internal/editorial/aboutContent';
import { EditorialPage } from '../internal/editorial/EditorialPage';

/** 关于我们. */
export function AboutUsPage() {
  return <EditorialPage content={aboutContent} />;
}
