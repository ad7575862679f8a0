/** Random picks for the home page's destinations (spec: 4 of 12, reshuffled every 5 s). */

export type Random = () => number;

/** `count` distinct items, in random order (a partial Fisher-Yates shuffle). */
export function pickRandom<T>(items: readonly T[], count: number, random: Random = Math.random): T[] {
  const pool = [...items];
  const n = Math.min(Math.max(0, count), pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}

/**
 * The next set to show: `count` distinct items that, when the pool allows it,
 * are not the same set as `current` (a reshuffle that changes nothing looks
 * broken). With `count` or fewer items, all of them.
 */
export function reshuffle<T>(
  items: readonly T[],
  current: readonly T[],
  count: number,
  random: Random = Math.random,
): T[] {
  if (items.length <= count) return [...items];
  const same = (next: T[]) => next.length === current.length && next.every((item) => current.includes(item));
  let next = pickRandom(items, count, random);
  for (let attempt = 0; attempt < 8 && same(next); attempt++) next = pickRandom(items, count, random);
  if (same(next)) {
    // Still the same (a stuck random source): swap one shown item for one not shown.
    const outside = items.find((item) => !current.includes(item));
    if (outside !== undefined) next = [...next.slice(0, -1), outside];
  }
  return next;
}
