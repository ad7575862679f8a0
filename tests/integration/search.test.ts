import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/client.server";
import type { HeaderSearchResponse } from "#app/domain/search-query";
import { createDestination, createExperience, createTour } from "#tests/factories";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";

// The demo content, plus a word in one tour's title and in another's
// description (ranking), and content the public must never find.
async function addSearchContent(db: Database) {
  // The mention goes in first, so every tie-break (id, title, display order)
  // favours it: only the ranking can put the title match above it.
  await createTour(db, {
    slug: "aaa-river-walk",
    title: "Aaa River Walk",
    category: "wildlife_safari",
    description: "On the last day you may see the quokkaberg hills from afar.",
    displayOrder: 1,
  });
  await createTour(db, {
    slug: "quokkaberg-trail",
    title: "Quokkaberg Trail",
    category: "wildlife_safari",
    shortDescription: "A short walk.",
    displayOrder: 99,
  });
  await createTour(db, {
    slug: "hidden-zebrawolke-safari",
    title: "Zebrawolke Safari",
    category: "wildlife_safari",
    isActive: false,
  });
  const atlantis = await createDestination(db, {
    slug: "atlantis",
    name: "Atlantis Zebrawolke",
    country: "Atlantis",
    isActive: false,
  });
  await createDestination(db, {
    slug: "orphan-zebrawolke",
    name: "Orphan Zebrawolke Park",
    country: "Atlantis",
    parentId: atlantis.id,
  });
  const secret = await createExperience(db, {
    slug: "secret-zebrawolke",
    title: "Secret Zebrawolke Dive",
    category: "adventure",
    isActive: false,
  });
  await createExperience(db, {
    slug: "orphan-zebrawolke-dive",
    title: "Orphan Zebrawolke Dive",
    category: "adventure",
    parentId: secret.id,
  });
}

let server: RunningServer;
let database: Awaited<ReturnType<typeof prepareSeededDatabase>> | undefined;

beforeAll(async () => {
  database = await prepareSeededDatabase(addSearchContent);
  server = await startServer(database.env);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.cleanup();
});

async function search(q: string): Promise<HeaderSearchResponse> {
  const response = await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return (await response.json()) as HeaderSearchResponse;
}

const titles = (result: HeaderSearchResponse, type: string) =>
  result.groups.find((g) => g.type === type)?.items.map((i) => i.title) ?? [];

describe("GET /api/search", () => {
  it("ranks an exact title above a mention in a description", async () => {
    const result = await search("quokkaberg");
    expect(titles(result, "tours")).toEqual(["Quokkaberg Trail", "Aaa River Walk"]);
    // The title match came second (a higher id), so the order is the ranking's.
    const [trail, walk] = result.groups.find((g) => g.type === "tours")?.items ?? [];
    expect(trail!.id).toBeGreaterThan(walk!.id);
    // The /search page ranks the same way.
    const html = await (await fetch(`${server.url}/search?q=quokkaberg&type=tours`)).text();
    expect(html.indexOf("Quokkaberg Trail")).toBeGreaterThan(-1);
    expect(html.indexOf("Quokkaberg Trail")).toBeLessThan(html.indexOf("Aaa River Walk"));
  });

  it("tolerates typos: 'serengti' finds Serengeti, 'kilimanjar' the Kilimanjaro routes", async () => {
    const serengeti = await search("serengti");
    expect(titles(serengeti, "destinations")).toContain("Serengeti National Park");
    expect(titles(serengeti, "tours").every((t) => t.includes("Serengeti"))).toBe(true);
    const kili = await search("kilimanjar");
    const climbs = titles(kili, "tours");
    expect(climbs.length).toBe(3);
    expect(climbs.every((t) => t.startsWith("Kilimanjaro"))).toBe(true);
    expect(titles(kili, "destinations")[0]).toBe("Mount Kilimanjaro");
  });

  it("looks for names like the words only when the words find nothing", async () => {
    // No word starts with 'quokkaberk': the typo search finds the title alone.
    expect(titles(await search("quokkaberk"), "tours")).toEqual(["Quokkaberg Trail"]);
    // Two letters are a whole word, not a prefix, and too short for a typo search
    // ('qu' would be one: French text has "qu'il", and every language is searched).
    expect((await search("qx")).total).toBe(0);
  });

  it("returns at most 3 per type and 12 in all, with each type's full count", async () => {
    const result = await search("safari");
    const shown = result.groups.flatMap((g) => g.items);
    for (const group of result.groups) expect(group.items.length).toBeLessThanOrEqual(3);
    expect(shown.length).toBeLessThanOrEqual(12);
    expect(result.groups.find((g) => g.type === "tours")!.total).toBeGreaterThan(3);
    expect(result.total).toBe(result.groups.reduce((sum, g) => sum + g.total, 0));
    // 'View all results' shows from 10: the total says so.
    expect(result.total).toBeGreaterThanOrEqual(10);
    const few = await search("quokkaberg");
    expect(few.total).toBe(2);
  });

  it("answers nothing under 2 characters", async () => {
    expect((await search("a")).total).toBe(0);
    expect((await search("   s   ")).total).toBe(0);
  });

  it("never shows inactive content or content under a hidden parent", async () => {
    const result = await search("zebrawolke");
    expect(result.total).toBe(0);
    expect(result.groups.flatMap((g) => g.items)).toEqual([]);
  });

  it.each([
    `'`,
    `"serengeti"`,
    `' OR 1=1; DROP TABLE tours; --`,
    "serengeti' --",
    "a".repeat(1000),
    "🦁🐘🦒",
    "100% _safari_",
    "\\\\ back\\slash",
    "nul\u0000byte",
    "!@#$%^&*()[]{}<>|:;?",
    "safari & | ! <-> :*",
    "乞力马扎罗",
  ])("answers 200 with JSON for %j", async (q) => {
    const result = await search(q);
    expect(Array.isArray(result.groups)).toBe(true);
    expect(result.query.length).toBeLessThanOrEqual(100);
  });

  it("answers 200 to a missing or repeated q", async () => {
    expect((await fetch(`${server.url}/api/search`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/search?q=ser&q=eng`)).status).toBe(200);
  });
});

describe("GET /search", () => {
  it("renders the results grouped by type, with counts, noindex and one H1", async () => {
    const response = await fetch(`${server.url}/search?q=serengeti`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>Results for (&quot;|")serengeti(&quot;|") \| /);
    expect(html).toContain('content="noindex, follow"');
    expect(html).toMatch(/Tours \(\d+\)/);
    expect(html).toContain('href="/destinations/tanzania/serengeti"');
  });

  it("pages through one type", async () => {
    const first = await (await fetch(`${server.url}/search?q=safari&type=tours`)).text();
    expect(first).toContain('href="/search?q=safari&amp;type=tours&amp;page=2"');
    const second = await fetch(`${server.url}/search?q=safari&type=tours&page=2`);
    expect(second.status).toBe(200);
    const beyond = await fetch(`${server.url}/search?q=safari&type=tours&page=999`);
    expect(beyond.status).toBe(200);
  });

  it("shows the empty state with the spec's texts", async () => {
    const html = await (await fetch(`${server.url}/search?q=xyzzyqwv`)).text();
    expect(html).toMatch(/No results found for (&quot;|")xyzzyqwv(&quot;|")/);
    expect(html).toContain("Try different keywords or browse our categories");
  });

  it.each([
    "%27%20OR%201%3D1--",
    "%F0%9F%A6%81",
    `${"x".repeat(1000)}`,
    "%00",
    "a",
    "",
    "&type=nope&page=-3",
  ])("answers 200 for q=%s", async (q) => {
    expect((await fetch(`${server.url}/search?q=${q}`)).status).toBe(200);
  });
});

describe("recording", () => {
  it("records each search with its result count, language and source", async () => {
    await search("kilimanjar");
    await fetch(`${server.url}/search?q=xyzzyqwv&lang=de`);
    const read = async (db: Database) =>
      (await db.execute(
        sql`select query, result_count, language, source from search_queries order by id`,
      )) as unknown as {
        rows: Array<{ query: string; result_count: number; language: string; source: string }>;
      };
    // The insert starts before the answer goes out, and the server, stopping,
    // closes its database only once what it started is done: the rows are
    // all there once it has exited. (PGlite serves one process at a time.)
    await server.stop();
    const url = database?.env.DATABASE_URL;
    const stopped = url
      ? openDatabase({ url, poolMax: 1 })
      : openDatabase({ dataDir: path.join(database!.env.DATA_DIR!, "pglite") });
    const { rows } = await read(stopped.db).finally(() => stopped.close());
    const kili = rows.find((r) => r.query === "kilimanjar" && r.source === "header");
    expect(kili?.result_count).toBeGreaterThan(0);
    expect(rows).toContainEqual({ query: "xyzzyqwv", result_count: 0, language: "de", source: "page" });
    expect(rows.every((r) => r.query.length <= 100)).toBe(true);
  });
});
