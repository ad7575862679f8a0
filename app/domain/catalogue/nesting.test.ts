import { describe, expect, it } from "vitest";
import { isHiddenNested, isSlug, resolveNested } from "./nesting";

const top = { isActive: true, parent: null };
const child = { isActive: true, parent: { slug: "tanzania", isActive: true } };

describe("resolveNested", () => {
  it("shows a top-level item at its own slug", () => {
    expect(resolveNested(top, null)).toEqual({ kind: "show" });
  });

  it("redirects a child asked for on its own to the nested URL", () => {
    expect(resolveNested(child, null)).toEqual({ kind: "redirect", parentSlug: "tanzania" });
  });

  it("shows a child under its own parent", () => {
    expect(resolveNested(child, "tanzania")).toEqual({ kind: "show" });
  });

  it("is missing under the wrong parent, or nested under anything when it has no parent", () => {
    expect(resolveNested(child, "kenya")).toEqual({ kind: "missing" });
    expect(resolveNested(top, "tanzania")).toEqual({ kind: "missing" });
  });

  it("is missing when unknown, inactive, or its parent is inactive", () => {
    expect(resolveNested(null, null)).toEqual({ kind: "missing" });
    expect(resolveNested({ ...top, isActive: false }, null)).toEqual({ kind: "missing" });
    const hiddenParent = { isActive: true, parent: { slug: "tanzania", isActive: false } };
    expect(resolveNested(hiddenParent, null)).toEqual({ kind: "missing" });
    expect(resolveNested(hiddenParent, "tanzania")).toEqual({ kind: "missing" });
  });

  it("shows a hidden one to staff previewing it, at the same addresses", () => {
    const preview = { showHidden: true };
    const hiddenParent = { isActive: true, parent: { slug: "tanzania", isActive: false } };
    expect(isHiddenNested(hiddenParent)).toBe(true);
    expect(isHiddenNested({ ...top, isActive: false })).toBe(true);
    expect(isHiddenNested(child)).toBe(false);
    expect(resolveNested({ ...top, isActive: false }, null, preview)).toEqual({ kind: "show" });
    expect(resolveNested(hiddenParent, "tanzania", preview)).toEqual({ kind: "show" });
    expect(resolveNested(hiddenParent, null, preview)).toEqual({ kind: "redirect", parentSlug: "tanzania" });
    expect(resolveNested(hiddenParent, "kenya", preview)).toEqual({ kind: "missing" });
    expect(resolveNested(null, null, preview)).toEqual({ kind: "missing" });
  });
});

describe("isSlug", () => {
  it("accepts lower-case words joined by hyphens", () => {
    expect(isSlug("ngorongoro-crater")).toBe(true);
    expect(isSlug("a1")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const value of [undefined, "", "Serengeti", "a--b", "-a", "a b", "a/b", "x".repeat(121), "über"]) {
      expect(isSlug(value)).toBe(false);
    }
  });
});
