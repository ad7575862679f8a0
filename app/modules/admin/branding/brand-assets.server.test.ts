import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, brandAssets } from "#app/db/schema/index";
import type { BrandAssetInput } from "#app/domain/admin/brand-assets";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import {
  createBrandAsset,
  deleteBrandAsset,
  findBrandAsset,
  listBrandAssets,
  setBrandAssetActive,
  setDefaultBrandAsset,
  updateBrandAsset,
} from "./brand-assets.server";

// The brand asset editor's saves (issue 16, item 1): one default per type and
// variant, a token standing in for the missing version column, audit rows.

setUpTestDatabase();

let staffId = "";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});
beforeEach(async () => {
  await db().delete(brandAssets);
});

function input(name: string, more: Partial<BrandAssetInput> = {}): BrandAssetInput {
  return {
    name,
    fileUrl: "/logo.svg",
    assetType: "logo",
    assetVariant: "primary",
    isActive: true,
    usageContext: ["header"],
    displayOrder: null,
    ...more,
  };
}

async function make(name: string, more: Partial<BrandAssetInput> = {}): Promise<number> {
  const created = await createBrandAsset(input(name, more), staffId);
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

async function token(id: number): Promise<string> {
  const row = await findBrandAsset(id);
  if (!row) throw new Error("no asset");
  return row.token;
}

describe("the brand asset editor's saves", () => {
  it("keeps one default per type and variant", async () => {
    const primary = await make("Logo");
    const second = await make("Logo, winter");
    const inverse = await make("Logo, light", { assetVariant: "inverse", fileUrl: "/logo-light.svg" });
    expect(await findBrandAsset(primary)).toMatchObject({ isDefault: true, displayOrder: 0 });
    expect(await findBrandAsset(second)).toMatchObject({ isDefault: false, displayOrder: 1 });
    expect(await findBrandAsset(inverse)).toMatchObject({ isDefault: true });

    expect(await setBrandAssetActive(second, await token(second), false, staffId)).toEqual({ ok: true });
    expect(await setDefaultBrandAsset(second, await token(second), staffId)).toEqual({ ok: true });
    const list = await listBrandAssets({ type: "logo", variant: "primary" });
    expect(list.map((row) => [row.name, row.isDefault, row.isActive])).toEqual([
      ["Logo, winter", true, true],
      ["Logo", false, true],
    ]);
    const audit = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "brand_asset"), eq(auditEvents.entityId, String(primary))));
    expect(audit.map((row) => row.action)).toEqual(["brand_asset.create", "brand_asset.unset_default"]);
  });

  it("refuses a stale token (409) and keeps what is stored", async () => {
    const id = await make("Logo");
    const loaded = await token(id);
    expect(
      await updateBrandAsset(id, loaded, input("Logo 2025", { usageContext: ["email"] }), staffId),
    ).toEqual({
      ok: true,
    });
    expect(await updateBrandAsset(id, loaded, input("Stale"), staffId)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await deleteBrandAsset(id, loaded, staffId)).toMatchObject({ status: 409 });
    expect(await findBrandAsset(id)).toMatchObject({ name: "Logo 2025", usageContext: ["email"] });
  });

  it("keeps the default in its group and from deletion while others share it", async () => {
    const first = await make("Logo");
    const second = await make("Logo, winter");
    expect(
      await updateBrandAsset(first, await token(first), input("Logo", { assetVariant: "inverse" }), staffId),
    ).toMatchObject({
      ok: false,
      status: 400,
      field: "assetVariant",
    });
    expect(await deleteBrandAsset(first, await token(first), staffId)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await deleteBrandAsset(second, await token(second), staffId)).toEqual({ ok: true });
    expect(await deleteBrandAsset(first, await token(first), staffId)).toEqual({ ok: true });
    expect(await listBrandAssets({})).toEqual([]);
  });

  it("refuses a library picture that does not exist", async () => {
    const refused = await createBrandAsset(
      input("Logo", { fileUrl: "/media/library/abcdefghij0123456789/800.webp" }),
      staffId,
    );
    expect(refused).toMatchObject({ ok: false, status: 400, field: "fileUrl" });
  });
});
