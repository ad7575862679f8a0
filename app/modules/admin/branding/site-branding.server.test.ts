import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, siteBranding } from "#app/db/schema/index";
import type { BrandingInput } from "#app/domain/admin/branding";
import { clearBrandingCache, DEFAULT_BRANDING, getBranding } from "#app/modules/branding/branding.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import { loadBrandingForm, saveBranding } from "./site-branding.server";

// The site branding editor's save (issue 16, item 1): every key written in
// one transaction with one audit row, a stale form refused by its token, and
// the site's cached branding cleared so the next page shows the change.

setUpTestDatabase();

let staffId = "";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});
afterEach(async () => {
  await db().delete(siteBranding);
  clearBrandingCache();
});

const INPUT: BrandingInput = {
  company_name: { en: "Twiga Trails", zh: "长颈鹿之路" },
  logo_text: { en: "Twiga" },
  company_tagline: { en: "Safaris from Arusha", de: "Safaris ab Arusha" },
  primary_color: "#123456",
  secondary_color: "#8a5a1c",
  accent_color: "#d99a2b",
  font_heading: "Inter",
  font_body: "Fraunces",
};

describe("the site branding editor", () => {
  it("shows the defaults while nothing is stored", async () => {
    const { values } = await loadBrandingForm();
    expect(values.texts.company_name.en).toBe(DEFAULT_BRANDING.companyName);
    expect(values.texts.company_tagline.de).toBeTruthy();
    expect(values.colors.primary_color).toBe(DEFAULT_BRANDING.colors.primary);
  });

  it("saves every key, and the site shows it at once though it had cached the old rows", async () => {
    expect((await getBranding("de")).companyName).toBe(DEFAULT_BRANDING.companyName);
    const { token } = await loadBrandingForm();
    expect(await saveBranding(token, INPUT, staffId)).toEqual({ ok: true });
    const german = await getBranding("de");
    expect(german).toMatchObject({
      companyName: "Twiga Trails",
      tagline: "Safaris ab Arusha",
      colors: { primary: "#123456" },
      fonts: { heading: "Inter", body: "Fraunces" },
    });
    expect((await getBranding("zh")).companyName).toBe("长颈鹿之路");
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "site_branding.update"));
    expect(audit).toMatchObject({ entityType: "site_branding", entityId: "site", actorUserId: staffId });
    expect(audit?.after).toMatchObject({ primary_color: "#123456", font_heading: "Inter" });

    // A second save over the new token changes one key; the audit row names only it.
    const again = await loadBrandingForm();
    expect(again.values.texts.company_name).toEqual({ en: "Twiga Trails", zh: "长颈鹿之路" });
    expect(await saveBranding(again.token, { ...INPUT, accent_color: "#ffcc00" }, staffId)).toEqual({
      ok: true,
    });
    const rows = await db().select().from(auditEvents).where(eq(auditEvents.action, "site_branding.update"));
    expect(rows.at(-1)?.after).toEqual({ accent_color: "#ffcc00" });
  });

  it("refuses a form loaded before someone else's save (409), writing nothing", async () => {
    const { token } = await loadBrandingForm();
    expect(await saveBranding(token, INPUT, staffId)).toEqual({ ok: true });
    const stale = await saveBranding(token, { ...INPUT, primary_color: "#000000" }, staffId);
    expect(stale).toMatchObject({ ok: false, status: 409 });
    const [primary] = await db()
      .select()
      .from(siteBranding)
      .where(eq(siteBranding.configKey, "primary_color"));
    expect(primary?.configValue).toBe("#123456");
  });
});
