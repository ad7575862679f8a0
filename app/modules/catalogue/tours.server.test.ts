import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestDatabase } from "#tests/db";
import { createTours } from "#tests/factories";
import { listFeaturedTours, listPopularTours } from "./tours.server";

// The footer's "popular tours" and the home page's featured tours, against a
// real (empty, migrated) database: which tours they take and in what order.

const database = setUpTestDatabase();

type Row = { title: string; isActive: boolean; isFeatured: boolean; displayOrder: number };

// Listed in an order that is neither the expected one nor by display order,
// so ids (insertion order) never line up with the answer by accident.
const ROWS: Row[] = [
  { title: "Plain third", isActive: true, isFeatured: false, displayOrder: 3 },
  { title: "Inactive featured first", isActive: false, isFeatured: true, displayOrder: 0 },
  { title: "Featured late", isActive: true, isFeatured: true, displayOrder: 90 },
  { title: "Plain first", isActive: true, isFeatured: false, displayOrder: 1 },
  { title: "Inactive plain first", isActive: false, isFeatured: false, displayOrder: 0 },
  { title: "Featured early", isActive: true, isFeatured: true, displayOrder: 50 },
  { title: "Plain second", isActive: true, isFeatured: false, displayOrder: 2 },
  { title: "Plain tie (inserted first)", isActive: true, isFeatured: false, displayOrder: 4 },
  { title: "Plain tie (inserted second)", isActive: true, isFeatured: false, displayOrder: 4 },
  { title: "Featured middle", isActive: true, isFeatured: true, displayOrder: 60 },
];

beforeAll(async () => {
  await createTours(
    database().db,
    ROWS.map((row, i) => ({ ...row, category: "wildlife_safari" as const, slug: `tour-${i}` })),
  );
});

describe("listPopularTours (footer)", () => {
  it("takes 5 active tours, featured first, then by display order", async () => {
    const popular = await listPopularTours();
    expect(popular.map((t) => t.title)).toEqual([
      "Featured early",
      "Featured middle",
      "Featured late",
      "Plain first",
      "Plain second",
    ]);
  });

  it("never lists an inactive tour, however featured or early it is", async () => {
    const all = await listPopularTours(100);
    expect(all).toHaveLength(ROWS.filter((r) => r.isActive).length);
    expect(all.map((t) => t.title)).toEqual([
      "Featured early",
      "Featured middle",
      "Featured late",
      "Plain first",
      "Plain second",
      "Plain third",
      // Same display order: the older tour (lower id) first, so the list is stable.
      "Plain tie (inserted first)",
      "Plain tie (inserted second)",
    ]);
  });

  it("gives what a footer link needs: id, slug and title", async () => {
    const [first] = await listPopularTours(1);
    expect(first).toEqual({ id: expect.any(Number), slug: "tour-5", title: "Featured early" });
  });
});

describe("listFeaturedTours (home page)", () => {
  it("takes active featured tours only, by display order, 3 by default", async () => {
    expect((await listFeaturedTours("en")).map((t) => t.title)).toEqual([
      "Featured early",
      "Featured middle",
      "Featured late",
    ]);
    expect((await listFeaturedTours("en", 10)).every((t) => t.isFeatured)).toBe(true);
    expect(await listFeaturedTours("en", 10)).toHaveLength(3);
  });
});
