import { describe, expect, it } from 'vitest';
import { artworkSaved } from './artworkSaved';
import { artworkValidate } from './artworkValidate';

const work = {
  title: '山海之间',
  author: '林晓岚',
  cover: '/storage/admin/20261205/a.png',
  productType: 2,
  productInfoType: 1,
};

describe('a 作品 form’s 作品图片', () => {
  it('sends the uploaded pictures in order, dropping the slots added and left empty', () => {
    const images = ['/storage/admin/20261205/b.png', '', null, '/storage/admin/20261205/c.png'];
    expect(artworkSaved({ ...work, images })).toEqual({
      ...work,
      images: ['/storage/admin/20261205/b.png', '/storage/admin/20261205/c.png'],
    });
    expect(artworkValidate({ ...work, images })).toEqual({});
  });

  it('refuses a picture from outside the storage and more than the limit, beside 作品图片', () => {
    expect(artworkValidate({ ...work, images: ['https://evil.example/x.png'] })).toEqual({
      images: '作品图片需通过上传添加',
    });
    const many = Array.from({ length: 21 }, (_, i) => `/storage/admin/20261205/${i}.png`);
    expect(artworkValidate({ ...work, images: many })).toEqual({ images: '作品图片最多20张' });
    expect(artworkValidate({ ...work, productType: undefined, cover: '' })).toEqual({
      cover: '请上传封面图片',
      productType: '请选择作品类别',
    });
  });
});
