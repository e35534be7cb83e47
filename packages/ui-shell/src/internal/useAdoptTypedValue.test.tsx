import { act, fireEvent } from '@testing-library/react';
import { useRef, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeywordSearch } from '../forms/KeywordSearch';
import { useAdoptTypedValue } from './useAdoptTypedValue';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/**
 * Renders `element` on the "server", types `typed` into its focused input with the caret at `caret` (or leaves it
 * alone: null), then hydrates it.
 */
function typeThenHydrate(element: ReactElement, typed: string, caret: number | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const input = container.querySelector('input');
  if (!input) throw new Error('no input rendered');
  if (caret !== null) {
    input.focus();
    input.value = typed;
    input.setSelectionRange(caret, caret);
  }
  act(() => {
    root = hydrateRoot(container, element);
  });
  return input;
}

function Probe({ onFocused, onText }: { onFocused: () => void; onText: (text: string) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(input, text, setText, onFocused);
  onText(text);
  return <input ref={input} aria-label="框" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useAdoptTypedValue', () => {
  it('takes what was typed before hydration into the state, keeping the element, its caret and focus', () => {
    const onFocused = vi.fn();
    const texts: string[] = [];
    const input = typeThenHydrate(
      <Probe onFocused={onFocused} onText={(text) => texts.push(text)} />,
      '流光溢彩',
      2,
    );
    expect(texts.at(-1)).toBe('流光溢彩');
    expect(input.isConnected).toBe(true);
    expect(input.value).toBe('流光溢彩');
    expect(input.selectionStart).toBe(2);
    expect(document.activeElement).toBe(input);
    expect(onFocused).toHaveBeenCalledOnce();
  });

  it('leaves an untouched box as it was rendered, and does not report focus it does not have', () => {
    const onFocused = vi.fn();
    const texts: string[] = [];
    const input = typeThenHydrate(
      <Probe onFocused={onFocused} onText={(text) => texts.push(text)} />,
      '',
      null,
    );
    expect(texts.at(-1)).toBe('');
    expect(input.value).toBe('');
    expect(onFocused).not.toHaveBeenCalled();
  });
});

describe('KeywordSearch before its code runs', () => {
  it('searches what was typed into the server-rendered box', () => {
    const onSearch = vi.fn();
    const input = typeThenHydrate(
      <KeywordSearch value="" onSearch={onSearch} placeholder="搜索" action="/search" name="q" />,
      ' 流光 ',
      2,
    );
    expect(input.value).toBe(' 流光 ');
    expect(input.selectionStart).toBe(2);
    const form = input.form;
    if (!form) throw new Error('the box has no form');
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledWith('流光');
  });
});
