import { badRequest } from '../http/BusinessError';

/** The text trimmed, or a refusal naming `label` when it is longer than `max` characters. */
export function limitText(value: string, max: number, label: string): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw badRequest(`${label}不能超过${max}个字符`);
  return trimmed;
}
