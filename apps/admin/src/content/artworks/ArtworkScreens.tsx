import { DataTable, ImageField, NumberInput, TextArrayInput, TextInput, required } from 'react-admin';
import { ContentEdit } from '../ContentEdit';
import { ContentList } from '../ContentList';
import { ArticleInput } from '../richText/ArticleInput';
import { artworkValidate } from './artworkValidate';

/**
 * 作品's list: no 新建 yet, since a 作品 needs a 封面 uploaded to the storage and the back office has no upload call;
 * the works there are edited, published and taken down.
 */
export function ArtworkList() {
  return (
    <ContentList title="作品" creatable={false}>
      <DataTable.Col source="author" label="作者" disableSort />
    </ContentList>
  );
}

/** 编辑作品: 标题, 作者, 作品类别 and 作品来源 are required, with the 封面 already in the storage. */
export function ArtworkEdit() {
  return (
    <ContentEdit title="作品" validate={artworkValidate}>
      <TextInput source="title" label="标题" validate={required()} fullWidth />
      <TextInput source="author" label="作者" validate={required()} />
      <ImageField source="cover" label="封面" title="title" />
      <NumberInput source="productType" label="作品类别" validate={required()} min={1} />
      <NumberInput source="productInfoType" label="作品来源" validate={required()} min={1} />
      <ArticleInput source="description" label="作品介绍" />
      <TextInput source="year" label="年份" />
      <TextInput source="technique" label="技法" />
      <TextInput source="dimensions" label="尺寸" />
      <TextArrayInput source="tags" label="标签" />
    </ContentEdit>
  );
}
