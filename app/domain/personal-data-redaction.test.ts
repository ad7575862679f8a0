import { describe, expect, it } from "vitest";
import { emailSpellings, redactJson, redactor } from "./personal-data-redaction";

const redact = redactor({
  emails: ["anna.m+safari@example.org"],
  exact: ["Anna Mushi", "Anna", "+255 700 111 222", "王小明"],
  emailReplacement: "deleted-1@deleted.invalid",
  exactReplacement: "[removed]",
});

describe("redactor", () => {
  it("replaces an address in any case, in the spelling it was found in", () => {
    expect(redact("Write to Anna.M+Safari@Example.org today")).toBe(
      "Write to deleted-1@deleted.invalid today",
    );
    expect(redact("/unsubscribe?email=anna.m%2Bsafari%40example.org&token=x")).toBe(
      "/unsubscribe?email=deleted-1%40deleted.invalid&token=x",
    );
  });

  it("replaces names and phones as whole words only, in any script", () => {
    expect(redact("Anna Mushi and Anna, not Annabel or Hanna; call +255 700 111 222")).toBe(
      "[removed] and [removed], not Annabel or Hanna; call [removed]",
    );
    expect(redact("来自王小明的询问")).toBe("来自[removed]的询问");
  });

  it("reaches every string inside JSON and leaves other values alone", () => {
    expect(redactJson({ name: "Anna", nights: 3, notes: ["for Anna Mushi"], ok: true }, redact)).toEqual({
      name: "[removed]",
      nights: 3,
      notes: ["for [removed]"],
      ok: true,
    });
  });

  it("knows the encoded spellings of an address", () => {
    expect(emailSpellings("a+b@c.org")).toEqual(["a+b@c.org", "a%2Bb%40c.org"]);
  });
});
