import { TextInput, required } from 'react-admin';
import { ArticleInput } from '../richText/ArticleInput';
import { StorageFileInput } from '../storage/StorageFileInput';

/** 资讯's fields: 标题 and 正文 are required (the portal cannot show one without them), the rest optional. */
export function NewsFields() {
  return (
    <>
      <TextInput source="title" label="标题" validate={required()} fullWidth />
      <ArticleInput source="content" label="正文" isRequired />
      <StorageFileInput source="cover" label="封面" media="picture" isRequired={false} clearable />
      <TextInput source="summary" label="摘要" multiline fullWidth />
      <TextInput source="source" label="来源" />
      <TextInput source="author" label="作者" />
    </>
  );
}
