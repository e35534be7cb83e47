/**
 * Answers whether the database refers to a generated picture, from a set of keys read with `load`. A key the set
 * lacks makes it read again, at most once every `refreshMs` (a seed run by another process is seen that late),
 * so requests for invented keys cost neither a drawing nor a query each.
 */
export function referencedSeedPictures(
  load: () => Promise<readonly string[]>,
  refreshMs = 10_000,
): (key: string) => Promise<boolean> {
  let known: ReadonlySet<string> = new Set();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;
  const reload = () =>
    (loading ??= load()
      .then((keys) => {
        known = new Set(keys);
        loadedAt = Date.now();
      })
      .finally(() => {
        loading = null;
      }));
  return async (key) => {
    if (known.has(key)) return true;
    if (Date.now() - loadedAt >= refreshMs) await reload();
    return known.has(key);
  };
}
