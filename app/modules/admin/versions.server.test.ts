import { describe, expect, it } from "vitest";
import { versionField } from "./versions.server";

describe("an edit form's version field", () => {
  it("reads the digits a browser posts", () => {
    expect(versionField.safeParse("0")).toMatchObject({ success: true, data: 0 });
    expect(versionField.safeParse("41")).toMatchObject({ success: true, data: 41 });
  });

  it("refuses a missing, empty, negative, fractional, oversized or non-text version", () => {
    for (const posted of [null, undefined, "", " ", "-1", "1.5", "1e3", "2147483648", "abc", 3]) {
      expect(versionField.safeParse(posted).success, String(posted)).toBe(false);
    }
  });
});
