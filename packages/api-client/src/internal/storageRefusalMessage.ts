/** OSS's error codes that have a reason the customer can act on, in the words the API's own storage host uses. */
const ossReasons: Record<string, string> = { EntityTooLarge: '文件大小超过限制' };

/**
 * The reason a storage host gave for refusing an upload, ready to show: the API's storage host answers
 * `{ code, msg }` in Chinese; OSS answers XML whose `<Code>` is mapped where the customer can act on it.
 * Undefined when the answer gives no reason.
 */
export function storageRefusalMessage(body: unknown): string | undefined {
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    const { msg } = JSON.parse(body) as { msg?: unknown };
    return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
  } catch {
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
    return code === undefined ? undefined : ossReasons[code];
  }
}
