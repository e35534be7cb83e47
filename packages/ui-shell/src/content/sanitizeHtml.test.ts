import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
}

describe('sanitizeHtml', () => {
  it('keeps ordinary article markup', () => {
    const content = parse(
      '<h2>行业资讯</h2><p>数字艺术 <strong>门户</strong></p><img src="/a.png" alt="图">',
    );
    expect(content.querySelector('h2')?.textContent).toBe('行业资讯');
    expect(content.querySelector('strong')).not.toBeNull();
    expect(content.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it.each([
    ['<script>alert(1)</script>', 'script'],
    ['<img src=x onerror="alert(1)">', '[onerror]'],
    ['<svg><script>alert(1)</script></svg>', 'script'],
    ['<iframe src="https://evil.example/"></iframe>', 'iframe'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
    ['<form action="https://evil.example/"><input name="p"></form>', 'form, input'],
    ['<style>body{display:none}</style>', 'style'],
    ['<div onclick="alert(1)">x</div>', '[onclick]'],
    ['<object data="x.swf"></object><embed src="x.swf">', 'object, embed'],
    ['<base href="https://evil.example/">', 'base'],
  ])('removes %s', (html, selector) => {
    expect(parse(html).querySelector(selector)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('drops the unsafe link target %s', (href) => {
    const link = parse(`<a href="${href}">链接</a>`).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('keeps safe links and opens them without giving the page away', () => {
    const content = parse(
      '<a href="https://example.com/x">a</a><a href="/news/detail?id=1">b</a><a href="mailto:a@b.c">c</a>',
    );
    const links = [...content.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/x',
      '/news/detail?id=1',
      'mailto:a@b.c',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });
});

describe('sanitizeHtml: inline styles', () => {
  const styleOf = (html: string) => parse(html).querySelector('[data-probe]')?.getAttribute('style') ?? null;

  it.each([
    'position:fixed;inset:0;z-index:99999',
    'position: absolute; top: 0; left: 0',
    'position:sticky;top:0',
    'z-index: 10',
    'inset: 0',
    'transform: translate(0, -500px)',
    'translate: 0 -500px',
    'margin-top: -9999px',
    'width: 100vw; height: 100vh',
    'background-image: url(//evil.example/t.png)',
    'background: url(//evil.example/t.png)',
    'display: none',
    'opacity: 0',
    'clip-path: inset(0)',
    'posi\\74ion: fixed',
    'color: red\\;position:fixed',
    'color: expression(alert(1))',
    'color: var(--x)',
    'color: url(//evil.example/t.png)',
  ])('drops the declaration %s', (style) => {
    expect(styleOf(`<div data-probe style="${style}">请重新登录</div>`)).toBeNull();
  });

  it('keeps the alignment and emphasis an editor gives', () => {
    const style =
      'text-align: center; color: #c62828; background-color: rgb(255, 243, 224); font-weight: 700; font-style: italic; text-decoration: underline';
    expect(styleOf(`<p data-probe style="${style}">居中的红字</p>`)).toBe(style);
  });

  it('keeps only the harmless declarations of a mixed style', () => {
    expect(
      styleOf('<p data-probe style="TEXT-ALIGN:center;position:fixed;inset:0;z-index:9;color:#c00;">x</p>'),
    ).toBe('text-align: center; color: #c00');
  });
});

describe('sanitizeHtml: texts seen before', () => {
  it('cleans a text it has already cleaned, and one it has forgotten, the same way', () => {
    const article = (i: number) =>
      `<p>第 ${i} 篇</p><img src=x onerror="alert(${i})"><script>alert(${i})</script>`;
    const first = sanitizeHtml(article(0));
    expect(first).toBe('<p>第 0 篇</p><img src="x" loading="lazy" decoding="async">');
    expect(sanitizeHtml(article(0))).toBe(first);
    for (let i = 1; i <= 205; i += 1) expect(sanitizeHtml(article(i))).not.toContain('alert');
    expect(sanitizeHtml(article(0))).toBe(first);
  });
});
