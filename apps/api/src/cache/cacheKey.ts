function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
  );
}

/** The cache key of a call: its name and its validated query and body, with object keys in a fixed order. */
export function cacheKey(name: string, query: unknown, body: unknown): string {
  return `${name} ${JSON.stringify(stable(query ?? null))} ${JSON.stringify(stable(body ?? null))}`;
}
