import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { chineseMessages } from './chineseMessages';
import { i18nProvider } from './i18nProvider';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// The rich-text input's labels are not in ra-language-english: read the keys its code asks for.
function richTextKeys(): string[] {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('ra-input-rich-text'));
  const found = new Set<string>();
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    for (const match of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(
      /["'](ra\.tiptap\.\w+)["']/g,
    ))
      if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}

describe('chineseMessages', () => {
  const chinese = keys(chineseMessages);

  it('has exactly the keys of react-admin’s English messages, and those of its rich-text input', () => {
    const expected = [...keys(englishMessages), ...richTextKeys()].sort();
    expect(richTextKeys().length).toBeGreaterThan(20);
    expect([...chinese].sort()).toEqual(expected);
  });

  it('has no message left in English (only placeholders, such as a list’s title being its name, have no words)', () => {
    const latinOnly = chinese
      .map((key) => [key, i18nProvider.translate(key, { smart_count: 1, _: '' })] as const)
      .filter(([, text]) => /[a-z]{2}/i.test(text.replace(/%\{\w+\}/g, '')));
    expect(latinOnly).toEqual([]);
  });

  it('translates with its placeholders filled in', () => {
    expect(
      i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 35 }),
    ).toBe('第 1–10 条，共 35 条');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('已删除 3 项');
  });
});
