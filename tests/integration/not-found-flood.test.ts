import { describe, expect, it } from "vitest";
import { cookieClient } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// Issue 15's acceptance: a scanner's flood of random missing paths leaves a
// bounded 404 log and a server that still answers. Over HTTP the bound is set
// low (NOT_FOUND_LOG_MAX_PATHS=100) so 2,000 requests pass it twenty times
// over in seconds; app/modules/admin/redirects/runtime.server.test.ts drives
// the log itself with 10,000 paths against its bound.

const MAX_PATHS = 100;
const site = setUpSeededServer(staffFixtures, { NOT_FOUND_LOG_MAX_PATHS: String(MAX_PATHS) });
const { get } = cookieClient(() => site.server.url);

const REQUESTS = 2_000;
const AT_ONCE = 16;

/** The 404 log's row count, as its list says it. */
async function loggedPaths(cookie: string): Promise<number> {
  const html = await (await get("/admin/not-found", cookie)).text();
  const count = /class="admin-list-footer__count"[^>]*>([\d,.\s]+) result/.exec(html)?.[1] ?? "0";
  return Number(count.replace(/\D/g, ""));
}

describe("a scanner's flood of missing paths", () => {
  it("leaves the 404 log at its bound", { timeout: 120_000 }, async () => {
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < REQUESTS) {
        next += 1;
        const path = `/wp-scan/${next}-${Math.random().toString(36).slice(2, 10)}`;
        // React Router's data requests are the cheapest 404 to ask for, and logged the same way.
        const response = await get(`${path}.data`);
        await response.body?.cancel();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 404: REQUESTS });

    const cookie = await sessionCookie(site.server.url, site.fixtures.staff.email);
    // The log writes its batch every ~2 s: wait for it, then it stays under its bound.
    let logged = 0;
    for (let attempt = 0; attempt < 20 && logged < MAX_PATHS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      logged = await loggedPaths(cookie);
    }
    // Full, and no fuller: new paths stop at the bound.
    expect(logged).toBe(MAX_PATHS);
    // The site still answers at once.
    expect((await get("/tours")).status).toBe(200);
  });
});
