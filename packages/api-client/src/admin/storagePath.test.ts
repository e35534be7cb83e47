import { describe, expect, it } from 'vitest';
import { STORAGE_PATH_PATTERN } from './contentArtworks';
import { newsFieldProblems } from './contentNews';

const storagePath = new RegExp(STORAGE_PATH_PATTERN);

describe('STORAGE_PATH_PATTERN', () => {
  it('takes an address the storage gave', () => {
    expect(storagePath.test('/storage/uploads/2026/12/a1b2.c3.png')).toBe(true);
    expect(storagePath.test('/storage/seed/orbits-241-1000x750.jpg')).toBe(true);
  });

  it('refuses an address that resolves outside /storage/ or names nothing', () => {
    for (const path of [
      '/storage/../api/portal/home/visit',
      '/storage/uploads/../../admin',
      '/storage/./x.png',
      '/storage/..',
      '/storage//evil.example/a.png',
      '/storage/',
      '/storage',
      '//evil.example/storage/a.png',
      '/storage/a b.png',
    ])
      expect([path, storagePath.test(path)]).toEqual([path, false]);
  });

  it('is the check of a 资讯’s 封面 too', () => {
    const news = { title: '标题', content: '<p>正文</p>' };
    expect(newsFieldProblems({ ...news, cover: '/storage/uploads/a.png' }).cover).toBeUndefined();
    expect(newsFieldProblems({ ...news, cover: '/storage/../api/x.png' }).cover).toBe('请上传封面图片');
  });
});
