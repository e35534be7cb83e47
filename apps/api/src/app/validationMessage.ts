import {
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  emailProblem,
  passwordProblem,
  phoneProblem,
} from '@art-portal/api-client/contract';
import type { FastifySchemaValidationError } from 'fastify';

/** What Ajv's `verbose` option adds to an error: the value and the schema that refused it. */
type VerboseError = FastifySchemaValidationError & { data?: unknown; parentSchema?: { pattern?: unknown } };

/**
 * The message of a rule the contract shares with the portal's forms (a new password, a phone number, an e-mail
 * address), for a value the field's schema refused; the forms show the same one. An empty value keeps the generic
 * message.
 */
function ruleMessage({ data, parentSchema }: VerboseError): string | null {
  if (typeof data !== 'string' || data === '') return null;
  if (parentSchema?.pattern === PASSWORD_PATTERN) return passwordProblem(data);
  if (parentSchema?.pattern === PHONE_PATTERN) return phoneProblem(data);
  if (parentSchema?.pattern === EMAIL_PATTERN) return emailProblem(data);
  return null;
}

function field(error: FastifySchemaValidationError): string {
  const params: Record<string, unknown> = error.params;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    return params.missingProperty;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || '请求';
}

/** A Chinese sentence for the first schema violation of a request. */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const error = errors[0];
  if (!error) return '请求参数不正确';
  const rule = ruleMessage(error);
  if (rule) return rule;
  const name = field(error);
  switch (error.keyword) {
    case 'required':
      return `缺少参数：${name}`;
    case 'type':
      return name === '请求' ? '请求内容格式不正确' : `参数 ${name} 类型不正确`;
    case 'minLength':
      return `参数 ${name} 不能为空`;
    case 'maxLength':
      return `参数 ${name} 过长`;
    case 'minimum':
    case 'maximum':
      return `参数 ${name} 超出允许范围`;
    default:
      return `参数 ${name} 格式不正确`;
  }
}
