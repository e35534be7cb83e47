import { describe, expect, it } from 'vitest';
import { matchingForm } from './sensitiveWordMatcher';

describe('matchingForm', () => {
  it('folds width, case and traditional characters, and drops what is not a letter or digit', () => {
    expect(matchingForm('這節課很敏感')).toBe('这节课很敏感');
    expect(matchingForm('ＦＲＥＥ　Ｍｏｎｅｙ１２３')).toBe('freemoney123');
    expect(matchingForm('敏 感、敏*感！😀')).toBe('敏感敏感');
    expect(matchingForm('違禁詞３５')).toBe(matchingForm('违禁词35'));
  });

  it('leaves nothing of a text without letters or digits', () => {
    expect(matchingForm(' ！？…… ')).toBe('');
  });
});
