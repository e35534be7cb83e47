import { STALE_VERSION_MESSAGE } from '@art-portal/api-client/admin';
import { BusinessError } from '../http/BusinessError';

/** A save of a version someone else has already replaced: HTTP 409 with 此内容已被他人修改，请刷新后再编辑. */
export function staleVersion(): BusinessError {
  return new BusinessError(409, STALE_VERSION_MESSAGE, 409);
}

/** The first of a form's field problems as the refusal (HTTP 400), named by its field's label. */
export function fieldProblem(problems: Partial<Record<string, string>>): BusinessError | null {
  const first = Object.values(problems).find((problem) => problem !== undefined);
  return first === undefined ? null : new BusinessError(400, first);
}
