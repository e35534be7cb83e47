import { describe, expect, test } from 'vitest';
import { normalizePictureUrl } from './normalizePictureUrl';
import { pictureSrcSet } from './pictureSrcSet';
import { pictureUrl } from './pictureUrl';

describe('picture helpers', () => {
  test('normalizePictureUrl strips a leading http: only', () => {
    expect(normalizePictureUrl('http://cdn.x/a.jpg')).toBe('//cdn.x/a.jpg');
    expect(normalizePictureUrl('HTTP://cdn.x/a.jpg')).toBe('//cdn.x/a.jpg');
    expect(normalizePictureUrl('https://cdn.x/a.jpg')).toBe('https://cdn.x/a.jpg');
    expect(normalizePictureUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(normalizePictureUrl('//cdn.x/http:/a.jpg')).toBe('//cdn.x/http:/a.jpg');
  });

  test('pictureUrl appends x-oss-process=style/<style> as a query parameter', () => {
    expect(pictureUrl('http://cdn.x/a.jpg', 'imgsmall')).toBe('//cdn.x/a.jpg?x-oss-process=style/imgsmall');
    expect(pictureUrl('https://cdn.x/a.jpg?v=2', 'thumbnail')).toBe(
      'https://cdn.x/a.jpg?v=2&x-oss-process=style/thumbnail',
    );
    expect(pictureUrl('/a.jpg#top', 'source')).toBe('/a.jpg?x-oss-process=style/source#top');
  });

  test('pictureUrl leaves empty, data: and blob: URLs alone', () => {
    expect(pictureUrl('', 'imglarge')).toBe('');
    expect(pictureUrl('data:image/png;base64,AAAA', 'imglarge')).toBe('data:image/png;base64,AAAA');
    expect(pictureUrl('blob:http://x/1', 'imglarge')).toBe('blob:http://x/1');
  });

  test('pictureSrcSet lists each style with its width', () => {
    expect(
      pictureSrcSet('http://cdn.x/a.jpg', [
        ['imgsmall', 320],
        ['imgmedium', 640],
        ['imgsupergraph', 1920],
      ]),
    ).toBe(
      '//cdn.x/a.jpg?x-oss-process=style/imgsmall 320w, //cdn.x/a.jpg?x-oss-process=style/imgmedium 640w, //cdn.x/a.jpg?x-oss-process=style/imgsupergraph 1920w',
    );
    expect(pictureSrcSet('/a.jpg', [])).toBe('');
  });

  test('a format names the style it is asked in', () => {
    expect(pictureUrl('/a.jpg#top', 'w640', 'webp')).toBe('/a.jpg?x-oss-process=style/w640_webp#top');
    expect(
      pictureSrcSet(
        '/a.jpg',
        [
          ['w320', 320],
          ['w640', 640],
        ],
        'webp',
      ),
    ).toBe('/a.jpg?x-oss-process=style/w320_webp 320w, /a.jpg?x-oss-process=style/w640_webp 640w');
    expect(pictureUrl('data:image/png;base64,AAAA', 'w640', 'webp')).toBe('data:image/png;base64,AAAA');
  });
});
