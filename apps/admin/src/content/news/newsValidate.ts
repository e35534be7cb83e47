import { newsFieldProblems } from '@art-portal/api-client/admin';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The form's check of a 资讯: the server's own rules (`newsFieldProblems`), each message beside its field. */
export function newsValidate(values: Record<string, unknown>): Record<string, string> {
  const problems = newsFieldProblems({
    title: text(values.title) ?? '',
    content: text(values.content) ?? '',
    summary: text(values.summary),
    source: text(values.source),
    author: text(values.author),
    cover: text(values.cover),
  });
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => !!entry[1]),
  );
}
