/** Each content kind's field labels on screen and the fields they name, for the server's per-field refusals. */
export const contentFieldLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  news: { 标题: 'title', 正文: 'content', 摘要: 'summary', 来源: 'source', 作者: 'author', 封面: 'cover' },
};
