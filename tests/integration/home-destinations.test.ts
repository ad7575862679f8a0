import { describe, expect, it } from "vitest";
import { HOME_LIMITS } from "#app/modules/content/home.server";
import { startServerForThisFile } from "#tests/server";

const server = startServerForThisFile();

/** The destination tiles the server rendered, in order. */
async function shownDestinations(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/`)).text();
  return [...html.matchAll(/<a[^>]*class="dest-tile__link"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "",
  );
}

describe("the home page's destinations", () => {
  it("shows 4 of the 12 at random from the first render, not always the same 4", async () => {
    const visits = [];
    for (let i = 0; i < 6; i++) visits.push(await shownDestinations());
    for (const shown of visits) {
      expect(shown).toHaveLength(4);
      expect(new Set(shown).size).toBe(4);
    }
    const sets = new Set(visits.map((shown) => [...shown].sort().join(" ")));
    // Six visits showing the same 4 of 12 by chance: about 1 in 495^5.
    expect(sets.size).toBeGreaterThan(1);
    const distinct = new Set(visits.flat());
    expect(distinct.size).toBeGreaterThan(4);
    expect(distinct.size).toBeLessThanOrEqual(HOME_LIMITS.destinations);
  });
});
