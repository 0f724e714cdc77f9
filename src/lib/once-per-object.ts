/**
 * `compute`, run at most once per object: its result is kept beside the object
 * (a WeakMap) for as long as the object lives, and dropped with it. The
 * catalogue's cache keeps one object per product and per read, so work derived
 * from them (a sanitised description, a French copy, a search index) runs once
 * per cache entry rather than on every request. A null or undefined result is
 * kept too.
 */
export function oncePerObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (results.has(key)) return results.get(key) as V;
    const result = compute(key);
    results.set(key, result);
    return result;
  };
}
