/**
 * Remembers each key's answer for a short while in this process: for values every request on a hot
 * path reads and a change of which may reach each replica a moment late (a round, a room's settings).
 * A failed load is not kept.
 */
export function shortLived<K, V>(load: (key: K) => Promise<V>, maxAgeMs = 1000) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
      const value = load(key);
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    forget(key: K) {
      entries.delete(key);
    },
  };
}
export type ShortLived<K, V> = ReturnType<typeof shortLived<K, V>>;
