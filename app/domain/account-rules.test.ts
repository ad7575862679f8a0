import { describe, expect, it } from "vitest";
import {
  accountIntent,
  anonymizedEmail,
  deleteAccountSchema,
  newsletterSchema,
  preferencesSchema,
  referralShareLink,
  savedNotice,
  tierProgress,
} from "./account-rules";
import { fieldErrors } from "./identity-rules";

describe("accountIntent", () => {
  it("knows the page's forms and nothing else", () => {
    expect(accountIntent("profile")).toBe("profile");
    expect(accountIntent("delete")).toBe("delete");
    expect(accountIntent("drop-table")).toBeNull();
    expect(accountIntent(undefined)).toBeNull();
  });
});

describe("preferencesSchema", () => {
  it("accepts a supported language and currency, in any case", () => {
    expect(preferencesSchema.parse({ language: "fr", currency: "eur" })).toEqual({
      language: "fr",
      currency: "EUR",
    });
  });

  it("rejects unknown values", () => {
    const result = preferencesSchema.safeParse({ language: "xx", currency: "BTC" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        language: "validation:required",
        currency: "validation:required",
      });
    }
  });
});

describe("newsletterSchema", () => {
  it("reads a checkbox", () => {
    expect(newsletterSchema.parse({ subscribed: "on" }).subscribed).toBe(true);
    expect(newsletterSchema.parse({}).subscribed).toBe(false);
  });
});

describe("deleteAccountSchema", () => {
  it("needs the password and the confirmation", () => {
    const result = deleteAccountSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        currentPassword: "validation:required",
        confirm: "account:delete.confirmRequired",
      });
    }
    expect(deleteAccountSchema.safeParse({ currentPassword: "secret123", confirm: "on" }).success).toBe(true);
  });
});

describe("referralShareLink", () => {
  it("points at the sign-up page with the code", () => {
    expect(referralShareLink("https://kilele.example/", "ABC123")).toBe(
      "https://kilele.example/register?ref=ABC123",
    );
  });
});

describe("tierProgress", () => {
  it("is the share of the way from the tier's floor to the next", () => {
    expect(tierProgress(0, 0, 1000)).toBe(0);
    expect(tierProgress(500, 0, 1000)).toBe(50);
    expect(tierProgress(3000, 1000, 5000)).toBe(50);
    expect(tierProgress(20000, 15000, null)).toBe(100);
  });
});

describe("anonymizedEmail", () => {
  it("is unique per user and undeliverable", () => {
    expect(anonymizedEmail("u1")).toBe("deleted-u1@deleted.invalid");
  });
});

describe("savedNotice", () => {
  it("names only the forms that answer with a redirect", () => {
    expect(savedNotice("password")).toBe("password");
    expect(savedNotice("preferences")).toBe("preferences");
    expect(savedNotice("profile")).toBeNull();
    expect(savedNotice("<script>")).toBeNull();
    expect(savedNotice(null)).toBeNull();
  });
});
