/**
 * Words of the field that the segmenter's general dictionary cuts apart (生成艺术 would be 生成 + 艺术), as
 * jieba dictionary lines: word, frequency, part of speech.
 */
const words = [
  '数字艺术',
  '生成艺术',
  '赛博朋克',
  '国潮',
  '原画',
  '云展览',
  '云展厅',
  '数字藏品',
  '数字绘画',
  '数字影像',
  '数字雕塑',
  '交互装置',
  '沉浸式',
  '新媒体艺术',
  '像素艺术',
  '概念设计',
  '插画',
  '三维建模',
  '动态图形',
  '虚拟现实',
  '增强现实',
  '人工智能',
  '策展人',
  '视频教程',
  '作品征集',
  '流光',
];

export const fieldDictionary: string = words.map((word) => `${word} 200000 n`).join('\n');
