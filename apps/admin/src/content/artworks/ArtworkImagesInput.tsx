import { ARTWORK_MAX_IMAGES } from '@art-portal/api-client/admin';
import AddIcon from '@mui/icons-material/AddPhotoAlternate';
import { Button } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  RemoveItemButton,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { StorageFileInput } from '../storage/StorageFileInput';

const slotName = (index: number) => `第 ${index + 1} 张作品图片`;

/** One picture of the work, uploaded when chosen, named by its place. */
function ImageSlot() {
  const { index } = useSimpleFormIteratorItem();
  return <StorageFileInput source="" label={slotName(index)} media="picture" isRequired={false} />;
}

/** 移除 of one picture, named by its place (the screen reader hears which). */
function RemoveImageButton() {
  const { index } = useSimpleFormIteratorItem();
  return <RemoveItemButton label={`移除${slotName(index)}`} />;
}

/** 添加作品图片: a new slot at the end, to upload a picture in. */
function AddImageButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      添加作品图片
    </Button>
  );
}

/**
 * 作品图片: the work's pictures in the order its page shows them, each uploaded to the storage, moved up or down
 * and removed; at most ARTWORK_MAX_IMAGES. With none, the 封面 is the work's picture.
 */
export function ArtworkImagesInput() {
  const images: unknown = useWatch({ name: 'images' });
  const count = Array.isArray(images) ? images.length : 0;
  return (
    <ArrayInput
      source="images"
      label="作品图片"
      helperText={`按顺序展示，最多 ${ARTWORK_MAX_IMAGES} 张；不添加则以封面作为作品图片`}
    >
      <SimpleFormIterator
        disableClear
        disableAdd={count >= ARTWORK_MAX_IMAGES}
        addButton={<AddImageButton />}
        removeButton={<RemoveImageButton />}
        // 上移, 下移 and 移除 always show (react-admin shows them on hover only: no keyboard, no touch screen).
        sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
      >
        <ImageSlot />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
