import { asc, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { siteBranding } from "#app/db/schema/index";
import type { ActionResult } from "#app/domain/action-result";
import { type BrandingInput, brandingFormValues } from "#app/domain/admin/branding";
import {
  BRANDING_KEYS,
  type BrandingFormValues,
  type BrandingTextKey,
  type BrandingTextValues,
} from "#app/domain/admin/branding-fields";
import { TRANSLATED_LANGUAGES } from "#app/domain/content/translations";
import { recordAudit } from "#app/modules/admin/audit.server";
import { contentTransaction } from "#app/modules/admin/content/save.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { clearBrandingCache, defaultBranding } from "#app/modules/branding/branding.server";
import { contentToken, lockGroup } from "./groups.server";

/**
 * The site branding editor's read and save (issue 16, item 1). site_branding
 * is a set of key → value rows without a version column, so the form carries
 * a token of the stored rows (groups.server.ts `contentToken`): the save
 * takes the table's lock, recomputes it and answers 409 when someone saved
 * in between, keeping what was typed. Each save writes one audit row with
 * the keys before and after, then clears this instance's branding cache so
 * the site shows the change on the next page (other instances within
 * BRANDING_CACHE_MS).
 */

type Row = { configKey: string; configValue: unknown };

const ENTITY = "site_branding";

/** The token of the rows the form shows (only the keys the editor writes count). */
export function brandingToken(rows: readonly Row[]): string {
  const mine: readonly string[] = BRANDING_KEYS;
  return contentToken(
    rows
      .filter((row) => mine.includes(row.configKey))
      .map((row) => [row.configKey, row.configValue])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

function readRows(executor: Executor, lock = false) {
  const query = executor
    .select({ configKey: siteBranding.configKey, configValue: siteBranding.configValue })
    .from(siteBranding)
    .where(inArray(siteBranding.configKey, [...BRANDING_KEYS]))
    .orderBy(asc(siteBranding.configKey));
  return lock ? query.for("update") : query;
}

/** What the site shows while a key has no row: the branding module's defaults, in every language. */
function defaultFormValues(): BrandingFormValues {
  const english = defaultBranding("en");
  const text = (pick: (branding: typeof english) => string): BrandingTextValues => {
    const values: BrandingTextValues = { en: pick(english) };
    for (const language of TRANSLATED_LANGUAGES) {
      const own = pick(defaultBranding(language));
      if (own !== values.en) values[language] = own;
    }
    return values;
  };
  const texts: Record<BrandingTextKey, BrandingTextValues> = {
    company_name: text((b) => b.companyName),
    logo_text: text((b) => b.logoText),
    company_tagline: text((b) => b.tagline),
  };
  return {
    texts,
    colors: {
      primary_color: english.colors.primary,
      secondary_color: english.colors.secondary,
      accent_color: english.colors.accent,
    },
    fonts: { font_heading: english.fonts.heading, font_body: english.fonts.body },
  };
}

/** The form's values and its token. */
export async function loadBrandingForm(): Promise<{ values: BrandingFormValues; token: string }> {
  const rows = await readRows(db());
  return { values: brandingFormValues(rows, defaultFormValues()), token: brandingToken(rows) };
}

function byKey(rows: readonly Row[]): Record<string, unknown> {
  return Object.fromEntries(rows.map((row) => [row.configKey, row.configValue]));
}

/** Saves every key of the form over the token it was loaded with. */
export async function saveBranding(
  token: string,
  input: BrandingInput,
  actorUserId: string,
): Promise<ActionResult> {
  const result = await contentTransaction(async (tx): Promise<ActionResult> => {
    // The table's lock first: rows not yet written cannot be locked `for update`.
    await lockGroup(tx, ENTITY, "all");
    const before = await readRows(tx, true);
    if (brandingToken(before) !== token) return staleVersion();
    const rows = BRANDING_KEYS.map((configKey) => ({ configKey, configValue: input[configKey] }));
    await tx
      .insert(siteBranding)
      .values(rows)
      .onConflictDoUpdate({
        target: siteBranding.configKey,
        set: { configValue: sql`excluded.config_value`, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorUserId,
      action: "site_branding.update",
      entityType: ENTITY,
      entityId: "site",
      before: byKey(before),
      after: byKey(rows),
    });
    return { ok: true };
  });
  // After the commit: a page served before it would otherwise cache the old rows again.
  if (result.ok) clearBrandingCache();
  return result;
}
