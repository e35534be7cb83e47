import { ReferenceInput, SelectInput, TextArrayInput, TextInput, required } from 'react-admin';
import { RecordPicker } from '../kinds/RecordPicker';
import { ArticleInput } from '../richText/ArticleInput';
import { StorageFileInput } from '../storage/StorageFileInput';
import { ArtworkImagesInput } from './ArtworkImagesInput';

/**
 * A 作品's fields. 标题, 作者, 封面, 作品类别 and 作品来源 are required (the portal cannot show a work without them);
 * the pictures are uploaded to the storage; 作品类别 is picked by name among the 作品类别 records, 作品来源 among the
 * names the portal shows. 作品尺寸 is not typed: the portal reads it from the first picture's pixels.
 */
export function ArtworkFields() {
  return (
    <>
      <TextInput source="title" label="标题" validate={required()} fullWidth />
      <TextInput source="author" label="作者" validate={required()} />
      <StorageFileInput source="cover" label="封面" media="picture" isRequired />
      <ArtworkImagesInput />
      <RecordPicker source="productType" reference="categories" label="作品类别" isRequired />
      <ReferenceInput source="productInfoType" reference="artworkSources">
        <SelectInput label="作品来源" optionText="name" validate={required()} />
      </ReferenceInput>
      <ArticleInput source="description" label="作品介绍" />
      <TextInput source="year" label="年份" />
      <TextInput source="technique" label="技法" />
      <TextArrayInput source="tags" label="标签" />
    </>
  );
}
