import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkedText } from './MarkedText';
import * as stories from './MarkedText.stories';
import { markedParts } from './markedParts';

const { Title, HostileRecord } = composeStories(stories);

const marks = (container: HTMLElement) =>
  [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('markedParts', () => {
  it('cuts the text into plain and marked parts that join back into it', () => {
    const parts = markedParts('流光溢彩的流光', ['流光']);
    expect(parts).toEqual([
      { text: '流光', marked: true },
      { text: '溢彩的', marked: false },
      { text: '流光', marked: true },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('流光溢彩的流光');
  });

  it('marks Latin words in any case and keeps the text’s own case', () => {
    expect(markedParts('Cyber 与 cYbEr', ['CYBER']).filter((part) => part.marked)).toEqual([
      { text: 'Cyber', marked: true },
      { text: 'cYbEr', marked: true },
    ]);
  });

  it('merges words that overlap or touch into one mark', () => {
    expect(markedParts('数字艺术作品展', ['数字艺术', '艺术作品'])).toEqual([
      { text: '数字艺术作品', marked: true },
      { text: '展', marked: false },
    ]);
    expect(markedParts('国潮原画', ['国潮', '原画'])).toEqual([{ text: '国潮原画', marked: true }]);
    expect(markedParts('aaaa', ['aa'])).toEqual([{ text: 'aaaa', marked: true }]);
  });

  it('takes regular-expression characters in a word literally', () => {
    expect(markedParts('C++ (入门) a.b axb', ['C++', '(入门)', 'a.b', '[', '\\'])).toEqual([
      { text: 'C++', marked: true },
      { text: ' ', marked: false },
      { text: '(入门)', marked: true },
      { text: ' ', marked: false },
      { text: 'a.b', marked: true },
      { text: ' axb', marked: false },
    ]);
  });

  it('leaves the text whole without words, with blank words or with words it lacks', () => {
    expect(markedParts('流光', [])).toEqual([{ text: '流光', marked: false }]);
    expect(markedParts('流光', ['', '  ', '星河'])).toEqual([{ text: '流光', marked: false }]);
    expect(markedParts('', ['流光'])).toEqual([{ text: '', marked: false }]);
  });

  it('keeps astral characters whole', () => {
    expect(markedParts('🎨流光🎨', ['🎨'])).toEqual([
      { text: '🎨', marked: true },
      { text: '流光', marked: false },
      { text: '🎨', marked: true },
    ]);
  });
});

describe('MarkedText', () => {
  it('marks the matched words with <mark>', () => {
    const { container } = render(<Title />);
    expect(marks(container)).toEqual(['流光', '生成艺术']);
    expect(container.textContent).toBe('流光溢彩：城市夜景的生成艺术');
  });

  it('shows markup in a record as characters: no element is made of it, even a marked one', () => {
    const { container } = render(<HostileRecord />);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe(HostileRecord.args.text);
    expect(marks(container)).toEqual(['<script>', '流光']);
  });

  it('marks nothing in a text that holds none of the words', () => {
    const { container } = render(<MarkedText text="<b>星河</b>" words={['流光']} />);
    expect(container.innerHTML).toBe('&lt;b&gt;星河&lt;/b&gt;');
  });
});
