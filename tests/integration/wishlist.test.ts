import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persistentDatabase } from "#tests/accounts";
import { cookieClient } from "#tests/browser";
import { tourCards as cards } from "#tests/html";
import type { RunningServer } from "#tests/server";
import { signUp } from "#tests/sign-up";

// The wishlist over HTTP (issue 4): hearts on tour cards and tour pages,
// /api/wishlist, the sign-in hand-over and the /wishlist page.

let database: Awaited<ReturnType<typeof persistentDatabase>>;
let server: RunningServer;
let tours: Array<{ id: number; href: string; title: string }>;
let inactiveId: number;
let alice: string;
let bob: string;

beforeAll(async () => {
  database = await persistentDatabase();
  server = await database.start();
  const list = await (await fetch(`${server.url}/tours`)).text();
  tours = cards(list).slice(0, 4);
  expect(tours.length).toBe(4);
  await server.stop();
  // One seeded tour goes off sale: it cannot be saved any more.
  const handle = database.open();
  inactiveId = tours[3]?.id ?? 0;
  await handle.db.execute(sql`update tours set is_active = false where id = ${inactiveId}`);
  await handle.close();
  server = await database.start();
  alice = await signUp(server.url, "alice@example.com", "Alice Walker");
  bob = await signUp(server.url, "bob@example.com", "Bob Stone");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const { get, post: postForm } = cookieClient(() => server.url);
const post = (fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
  postForm("/api/wishlist", fields, cookie, headers);

const savedOn = async (cookie: string) => cards(await (await get("/wishlist", cookie)).text());

describe("/wishlist", () => {
  it("sends anonymous visitors to sign-in and back", async () => {
    const response = await get("/wishlist");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirect=%2Fwishlist");
  });

  it("shows the empty state to a new user", async () => {
    const response = await get("/wishlist", alice);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="wishlist-empty"');
    expect(html).toContain("Your wishlist is empty");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("adds, lists and removes tours, idempotently", async () => {
    const [first, second] = tours;
    if (!first || !second) throw new Error("no tours");
    for (let i = 0; i < 2; i++) {
      const added = await post({ tourId: String(first.id), intent: "add", via: "fetcher" }, alice);
      expect(added.status).toBe(200);
      expect(await added.json()).toMatchObject({ ok: true, saved: true });
    }
    // Without JavaScript the form goes back to the page it was posted from.
    const plain = await post({ tourId: String(second.id), intent: "add", redirect: second.href }, alice);
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(second.href);

    const saved = await savedOn(alice);
    expect(saved.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    expect(saved.every((c) => c.pressed)).toBe(true);
    // Prices in the chosen currency, like every tour card.
    const inEuros = await (await get("/wishlist", `${alice}; currency=EUR`)).text();
    expect(inEuros).toMatch(/data-testid="tour-price">€/);

    const removed = await post({ tourId: String(first.id), intent: "remove", via: "fetcher" }, alice);
    expect(removed.status).toBe(200);
    const again = await post({ tourId: String(first.id), intent: "remove", via: "fetcher" }, alice);
    expect(again.status).toBe(200);
    expect((await savedOn(alice)).map((c) => c.id)).toEqual([second.id]);
  });

  it("marks the saved tours' hearts on /tours and on the tour page", async () => {
    const second = tours[1];
    if (!second) throw new Error("no tours");
    const list = cards(await (await get("/tours", alice)).text());
    expect(list.find((c) => c.id === second.id)?.pressed).toBe(true);
    expect(list.filter((c) => c.pressed)).toHaveLength(1);
    const page = await (await get(second.href, alice)).text();
    expect(page).toContain(`aria-label="Remove from wishlist: ${second.title}"`);
    expect(page).toMatch(/aria-pressed="true"/);
    // Anonymous visitors see hearts too, none pressed.
    const anonymous = await (await get(second.href)).text();
    expect(anonymous).toContain(`aria-label="Save to wishlist: ${second.title}"`);
    expect(anonymous).not.toMatch(/aria-pressed="true"/);
  });

  it("never shows one user's wishlist to another", async () => {
    expect(await savedOn(bob)).toEqual([]);
    const list = cards(await (await get("/tours", bob)).text());
    expect(list.some((c) => c.pressed)).toBe(false);
    // Bob removing Alice's tour only touches Bob's own list.
    await post({ tourId: String(tours[1]?.id), intent: "remove", via: "fetcher" }, bob);
    expect((await savedOn(alice)).map((c) => c.id)).toEqual([tours[1]?.id]);
  });

  it("answers 4xx, never 500, for unknown, inactive or malformed tours", async () => {
    const unknown = await post({ tourId: "999999", intent: "add", via: "fetcher" }, alice);
    expect(unknown.status).toBe(404);
    const inactive = await post({ tourId: String(inactiveId), intent: "add", via: "fetcher" }, alice);
    expect(inactive.status).toBe(404);
    const malformed: Array<Record<string, string>> = [
      { tourId: "abc", intent: "add" },
      { tourId: "-1", intent: "add" },
      { tourId: "1", intent: "toggle" },
      { intent: "add" },
    ];
    for (const fields of malformed) {
      expect((await post(fields, alice)).status).toBe(400);
    }
    expect((await get("/api/wishlist", alice)).status).toBe(405);
    expect((await savedOn(alice)).map((c) => c.id)).toEqual([tours[1]?.id]);
  });

  it("refuses a cross-site post", async () => {
    const response = await post({ tourId: String(tours[2]?.id), intent: "add" }, alice, {
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(403);
  });

  it("hands an anonymous heart click over to sign-in, then saves the tour", async () => {
    const third = tours[2];
    if (!third) throw new Error("no tours");
    const click = await post({ tourId: String(third.id), intent: "add", redirect: third.href });
    expect(click.status).toBe(302);
    const login = new URL(click.headers.get("location") ?? "", server.url);
    expect(login.pathname).toBe("/login");
    const target = login.searchParams.get("redirect") ?? "";
    const handOver = new URL(target, server.url);
    expect(handOver.pathname).toBe("/wishlist");
    expect(handOver.searchParams.get("add")).toBe(String(third.id));

    // After signing in, the browser follows the redirect target.
    const back = await get(target, bob);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(third.href);
    expect((await savedOn(bob)).map((c) => c.id)).toEqual([third.id]);

    // A link from another site does not add anything, and nobody leaves the site.
    const crossSite = await get(`/wishlist?add=${tours[0]?.id}&return=//evil.example`, bob, {
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.headers.get("location")).toBe("/wishlist");
    expect((await savedOn(bob)).map((c) => c.id)).toEqual([third.id]);
  });
});
