import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, redirects } from "#app/db/schema/index";
import type { RedirectForm } from "#app/domain/admin/redirects";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import { redirectCache } from "./cache.server";
import { createRedirect, deleteRedirect, setRedirectActive, updateRedirect } from "./redirects.server";

// Saving redirects (issue 15, item 8): the rules on save, the version check,
// the audit rows, the saving instance's cache, and two saves at once.

setUpTestDatabase();

const SITE = "https://kilele.example";
let staffId = "";

const form = (fromPath: string, toTarget: string, isActive = true): RedirectForm => ({
  fromPath,
  toTarget,
  statusCode: 301,
  isActive,
});

beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});

async function auditOf(id: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "redirect"), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);
}

describe("saving a redirect", () => {
  it("normalises the path, writes audit rows with before and after, and reloads this instance's cache at once", async () => {
    const created = await createRedirect(form(" /Old Safari/ ", "/tours"), staffId, SITE);
    if (!created.ok) throw new Error(created.message);
    expect(await redirectCache().lookup("/Old%20Safari")).toMatchObject({
      toTarget: "/tours",
      statusCode: 301,
    });

    expect(await updateRedirect(created.id, 0, form("/Old Safari", "/deals"), staffId, SITE)).toEqual({
      ok: true,
    });
    expect(await redirectCache().lookup("/Old%20Safari")).toMatchObject({ toTarget: "/deals" });
    // A second save over the same version: someone saved first.
    expect(await updateRedirect(created.id, 0, form("/Old Safari", "/tours"), staffId, SITE)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await setRedirectActive(created.id, 1, false, staffId, SITE)).toEqual({ ok: true });
    expect(await redirectCache().lookup("/Old%20Safari")).toBeUndefined();
    expect(await deleteRedirect(created.id, 2, staffId)).toEqual({ ok: true });

    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual([
      "redirect.create",
      "redirect.update",
      "redirect.deactivate",
      "redirect.delete",
    ]);
    expect(audit[0]?.after).toMatchObject({ fromPath: "/Old%20Safari", toTarget: "/tours", isActive: true });
    expect(audit[1]).toMatchObject({ before: { toTarget: "/tours" }, after: { toTarget: "/deals" } });
    expect(audit[3]?.before).toMatchObject({ fromPath: "/Old%20Safari" });
    expect(audit.every((row) => row.actorUserId === staffId)).toBe(true);
  });

  it("refuses a chain or a loop beside the right field, also when switching an inactive redirect on", async () => {
    const a = await createRedirect(form("/chain-a", "/chain-b"), staffId, SITE);
    expect(a.ok).toBe(true);
    expect(await createRedirect(form("/chain-b", "/chain-a"), staffId, SITE)).toMatchObject({
      status: 400,
      field: "toTarget",
      message: "admin-redirects:errors.loop",
    });
    expect(await createRedirect(form("/chain-b", "/chain-c"), staffId, SITE)).toMatchObject({
      field: "fromPath",
      message: "admin-redirects:errors.chainFrom",
      values: { other: "/chain-a" },
    });
    // Saved switched off, it sends nobody: allowed; switching it on is refused.
    const off = await createRedirect(form("/chain-b", "/chain-a", false), staffId, SITE);
    if (!off.ok) throw new Error(off.message);
    expect(await setRedirectActive(off.id, 0, true, staffId, SITE)).toMatchObject({
      ok: false,
      message: "admin-redirects:errors.loop",
    });
    const [row] = await db().select().from(redirects).where(eq(redirects.id, off.id));
    expect(row?.isActive).toBe(false);
  });

  it("refuses bad paths and targets with both fields' messages at once", async () => {
    expect(await createRedirect(form("/admin/x", "javascript:alert(1)"), staffId, SITE)).toMatchObject({
      status: 400,
      fieldErrors: {
        fromPath: "admin-redirects:errors.fromReserved",
        toTarget: "admin-redirects:errors.targetScheme",
      },
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two saves at once (PostgreSQL)", () => {
  it("A→B and B→A saved together: one is saved, the other refused as a loop", async () => {
    for (let round = 0; round < 5; round++) {
      const [x, y] = [`/race-${round}-x`, `/race-${round}-y`];
      const results = await Promise.all([
        createRedirect(form(x, y), staffId, SITE),
        createRedirect(form(y, x), staffId, SITE),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ message: "admin-redirects:errors.loop" });
    }
  });
});
