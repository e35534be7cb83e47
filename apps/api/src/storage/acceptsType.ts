/**
 * True when an `Accept` header names `type` itself with a non-zero quality. Wildcard ranges do not count:
 * clients that cannot decode every image type send them too.
 */
export function acceptsType(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [name, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (name !== type) return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
