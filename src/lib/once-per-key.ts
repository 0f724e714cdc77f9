/**
 * `compute`, run at most once per key: its result is kept in a map for the
 * life of the process. For work whose inputs are fixed once the shop is built
 * (a language's formatters, the words a set of islands shows), so the map
 * holds one entry per language or page shape and never grows with traffic.
 * The key is the first argument unless `keyOf` makes one from all of them.
 */
export function oncePerKey<A extends unknown[], V>(
  compute: (...args: A) => V,
  keyOf: (...args: A) => unknown = (...args) => args[0],
): (...args: A) => V {
  const results = new Map<unknown, V>();
  return (...args) => {
    const key = keyOf(...args);
    if (results.has(key)) return results.get(key) as V;
    const result = compute(...args);
    results.set(key, result);
    return result;
  };
}
