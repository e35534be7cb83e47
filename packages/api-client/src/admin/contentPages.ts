import { defineContentKind } from './defineContentKind';

/** The generated pictures' colour sets an editor may choose (the portal's `ArtPaletteName`s), by their Chinese names. */
export const pagePalettes = [
  { id: 'dusk', name: '暮紫' },
  { id: 'ocean', name: '海蓝' },
  { id: 'jade', name: '青玉' },
  { id: 'ember', name: '赤金' },
  { id: 'aurora', name: '极光' },
  { id: 'ink', name: '水墨' },
] as const;

const palette = { type: 'choice', label: '配色', required: true, choices: pagePalettes } as const;

/**
 * 页面: an editorial page (关于我们, 国际合作, 人才培养, the five 产业合作 scenarios). Each has a fixed address, so the
 * back office edits and publishes the pages that exist and creates none. A chapter's 正文 is its paragraphs, one
 * blank line between two.
 */
export const pageKind = defineContentKind({
  resource: 'pages',
  label: '页面',
  titleField: 'title',
  listFields: ['eyebrow'],
  fixed: true,
  fields: {
    title: { type: 'text', label: '标题', required: true, max: 30 },
    eyebrow: { type: 'text', label: '眉题', max: 40 },
    lead: { type: 'text', label: '导语', required: true, max: 300, multiline: true },
    palette,
    figures: {
      type: 'list',
      label: '关键数据',
      itemLabel: '数据',
      min: 0,
      max: 6,
      item: {
        value: { type: 'text', label: '数值', required: true, max: 12 },
        label: { type: 'text', label: '说明', required: true, max: 30 },
      },
    },
    chapters: {
      type: 'list',
      label: '章节',
      itemLabel: '章节',
      min: 1,
      max: 10,
      item: {
        title: { type: 'text', label: '标题', required: true, max: 40 },
        text: { type: 'text', label: '正文', required: true, max: 2000, multiline: true },
        caption: { type: 'text', label: '配图说明', required: true, max: 40 },
        palette,
      },
    },
    casesTitle: { type: 'text', label: '案例标题', required: true, max: 30 },
    cases: {
      type: 'list',
      label: '案例',
      itemLabel: '案例',
      min: 0,
      max: 12,
      item: {
        title: { type: 'text', label: '标题', required: true, max: 40 },
        place: { type: 'text', label: '副标题', max: 40 },
        text: { type: 'text', label: '介绍', required: true, max: 300, multiline: true },
        palette,
      },
    },
  },
});
