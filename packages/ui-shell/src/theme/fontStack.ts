/** System fonts that cover Simplified Chinese on every platform: nothing is downloaded. */
export const portalFontStack = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');
