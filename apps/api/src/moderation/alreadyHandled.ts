import { ALREADY_HANDLED_MESSAGE } from '@art-portal/api-client/admin';
import { BusinessError } from '../http/BusinessError';

/** The answer when another reviewer already made this decision (HTTP 409): nothing is done a second time. */
export function alreadyHandled(): BusinessError {
  return new BusinessError(409, ALREADY_HANDLED_MESSAGE, 409);
}
