import { phoneProblem } from '@art-portal/api-client/contract';
import { badRequest } from '../http/BusinessError';

/** The phone number trimmed, or the contract's refusal when it is not a mainland mobile number. */
export function checkPhone(phone: string): string {
  const value = phone.trim();
  const problem = phoneProblem(value);
  if (problem !== null) throw badRequest(problem);
  return value;
}
