import { DataTable } from 'react-admin';
import { ContentCreate } from '../ContentCreate';
import { ContentEdit } from '../ContentEdit';
import { ContentList } from '../ContentList';
import { ArtworkFields } from './ArtworkFields';
import { artworkSaved } from './artworkSaved';
import { artworkValidate } from './artworkValidate';

/** 作品's list. */
export function ArtworkList() {
  return (
    <ContentList title="作品">
      <DataTable.Col source="author" label="作者" disableSort />
    </ContentList>
  );
}

/** 新建作品: its pictures uploaded as they are chosen, saved as a 草稿. */
export function ArtworkCreate() {
  return (
    <ContentCreate title="作品" validate={artworkValidate} transform={artworkSaved}>
      <ArtworkFields />
    </ContentCreate>
  );
}

/** 编辑作品. */
export function ArtworkEdit() {
  return (
    <ContentEdit title="作品" validate={artworkValidate} transform={artworkSaved}>
      <ArtworkFields />
    </ContentEdit>
  );
}
