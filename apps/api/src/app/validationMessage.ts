import type { FastifySchemaValidationError } from 'fastify';

function field(error: FastifySchemaValidationError): string {
  const params: Record<string, unknown> = error.params;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') return params.missingProperty;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || '请求';
}

/** A Chinese sentence for the first schema violation of a request. */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const error = errors[0];
  if (!error) return '请求参数不正确';
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
