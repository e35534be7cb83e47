function isVisitable(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// axios's encoder: encodeURIComponent, but `:`, `$` and `,` kept and spaces as `+`.
function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/**
 * The query string axios 1.x built from `params` (no `paramsSerializer`), byte for byte: `null` and
 * `undefined` are left out, a top-level array of scalars becomes `key[]=a&key[]=b`, objects and other
 * arrays `key[sub]=v` / `key[0]=v`, dates their ISO string.
 */
export function buildQueryString(query: object): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown, top: boolean): void => {
    if (value === undefined || value === null) return;
    if (top && Array.isArray(value) && !value.some(isVisitable)) {
      for (const item of value as unknown[]) add(`${key}[]`, item, false);
    } else if (isVisitable(value)) {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item, false);
    } else {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any other value stringifies as it did in axios
      pairs.push(`${encode(key)}=${encode(value instanceof Date ? value.toISOString() : String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value, true);
  return pairs.join('&');
}
