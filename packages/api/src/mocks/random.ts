/** A seeded PRNG (mulberry32): the same seed gives the same sandbox on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    digits: (count: number) =>
      Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
    bool: (probability = 0.5) => next() < probability,
  };
}

export type Random = ReturnType<typeof createRandom>;

/** A stable numeric seed from a table name, so tables do not depend on registration order. */
export function seedFromName(name: string): number {
  let hash = 2166136261;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
