import { ContentCreate } from '../ContentCreate';
import { ContentEdit } from '../ContentEdit';
import { ContentList } from '../ContentList';
import { NewsFields } from './NewsFields';
import { newsValidate } from './newsValidate';

/** 资讯's list. */
export function NewsList() {
  return <ContentList title="资讯" />;
}

/** 新建资讯. */
export function NewsCreate() {
  return (
    <ContentCreate title="资讯" validate={newsValidate}>
      <NewsFields />
    </ContentCreate>
  );
}

/** 编辑资讯. */
export function NewsEdit() {
  return (
    <ContentEdit title="资讯" validate={newsValidate}>
      <NewsFields />
    </ContentEdit>
  );
}
