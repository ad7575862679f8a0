import { describe, expect, it } from "vitest";
import { pickRandom, reshuffle } from "./shuffle";

/** A repeatable pseudo-random source (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const twelve = Array.from({ length: 12 }, (_, i) => `destination-${i}`);

describe("pickRandom", () => {
  it("picks 4 distinct items of the pool", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const picked = pickRandom(twelve, 4, seeded(seed));
      expect(picked).toHaveLength(4);
      expect(new Set(picked).size).toBe(4);
      for (const item of picked) expect(twelve).toContain(item);
    }
  });

  it("reaches every item over many picks and leaves the input alone", () => {
    const copy = [...twelve];
    const seen = new Set<string>();
    const random = seeded(7);
    for (let i = 0; i < 100; i++) for (const item of pickRandom(twelve, 4, random)) seen.add(item);
    expect(seen.size).toBe(12);
    expect(twelve).toEqual(copy);
  });

  it("returns fewer when the pool is smaller", () => {
    expect(pickRandom(["a", "b"], 4).sort()).toEqual(["a", "b"]);
    expect(pickRandom([], 4)).toEqual([]);
  });
});

describe("reshuffle", () => {
  it("shows 4 distinct items that differ from the current set", () => {
    const random = seeded(3);
    let current = twelve.slice(0, 4);
    for (let i = 0; i < 200; i++) {
      const next = reshuffle(twelve, current, 4, random);
      expect(new Set(next).size).toBe(4);
      expect(next.every((item) => current.includes(item))).toBe(false);
      current = next;
    }
  });

  it("still changes the set with a random source that always says the same", () => {
    const current = pickRandom(twelve, 4, () => 0);
    const next = reshuffle(twelve, current, 4, () => 0);
    expect(new Set(next).size).toBe(4);
    expect(next.every((item) => current.includes(item))).toBe(false);
  });

  it("shows all items when there are 4 or fewer", () => {
    expect(reshuffle(["a", "b", "c"], ["a", "b", "c"], 4)).toEqual(["a", "b", "c"]);
  });
});
