/**
 * The field a server refusal names, when it names exactly one of the kind's field labels (请输入标题 → `title`):
 * the server answers a save with its first field problem as a message, which the form then shows beside that field.
 */
export function fieldOfMessage(
  message: string,
  labels: Readonly<Record<string, string>>,
): string | undefined {
  const named = Object.entries(labels).filter(([label]) => message.includes(label));
  return named.length === 1 ? named[0]?.[1] : undefined;
}
