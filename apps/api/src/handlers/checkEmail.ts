import { emailProblem } from '@art-portal/api-client/contract';
import { badRequest } from '../http/BusinessError';

/** The address trimmed and lower-cased, or the contract's refusal when it is not an e-mail address. */
export function checkEmail(email: string): string {
  const value = email.trim().toLowerCase();
  const problem = emailProblem(value);
  if (problem !== null) throw badRequest(problem);
  return value;
}
