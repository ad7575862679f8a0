import { describe, expect, it } from "vitest";
import {
  fieldErrors,
  normalizePhone,
  normalizeReferralCode,
  profileSchema,
  signInSchema,
  signUpSchema,
  stripTags,
} from "./identity-rules";

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldErrors(result.error as never);
}

const validSignUp = {
  email: "  Amina@Example.COM ",
  fullName: "Amina Mushi",
  password: "kilimanjaro",
  confirmPassword: "kilimanjaro",
  referralCode: "",
};

describe("sign-in rules", () => {
  it("trims and lower-cases the email", () => {
    const result = signInSchema.parse({ email: " Jo@Example.org ", password: "secret1" });
    expect(result.email).toBe("jo@example.org");
  });

  it.each(["", "plain", "a@b", "a b@c.de", `${"a".repeat(320)}@x.io`])("refuses the email %s", (email) => {
    expect(errorsOf(signInSchema.safeParse({ email, password: "secret1" }))).toEqual({
      email: "validation:invalidEmailFormat",
    });
  });

  it.each(["12345", "x".repeat(101), ""])("refuses a password of %s characters", (password) => {
    expect(errorsOf(signInSchema.safeParse({ email: "a@b.co", password }))).toEqual({
      password: "validation:invalidPassword",
    });
  });

  it("accepts 6 and 100 characters", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x".repeat(100) }).success).toBe(true);
  });
});

describe("sign-up rules", () => {
  it("accepts a valid form and normalizes it", () => {
    const result = signUpSchema.parse(validSignUp);
    expect(result).toMatchObject({ email: "amina@example.com", fullName: "Amina Mushi", referralCode: null });
  });

  it("strips tags from the full name", () => {
    expect(
      signUpSchema.parse({ ...validSignUp, fullName: "<b>Amina</b> <script>x</script>Mushi" }).fullName,
    ).toBe("Amina xMushi");
  });

  it.each(["A", "<i>A</i>", "x".repeat(101), ""])("refuses the full name %s", (fullName) => {
    expect(errorsOf(signUpSchema.safeParse({ ...validSignUp, fullName }))).toEqual({
      fullName: "validation:fullNameLength",
    });
  });

  it("needs 8 to 100 characters and a matching confirmation", () => {
    expect(
      errorsOf(signUpSchema.safeParse({ ...validSignUp, password: "1234567", confirmPassword: "1234567" })),
    ).toEqual({ password: "validation:passwordMinLength" });
    const long = "x".repeat(101);
    expect(
      errorsOf(signUpSchema.safeParse({ ...validSignUp, password: long, confirmPassword: long })),
    ).toEqual({
      password: "validation:passwordMaxLength",
    });
    expect(errorsOf(signUpSchema.safeParse({ ...validSignUp, confirmPassword: "kilimanjar0" }))).toEqual({
      confirmPassword: "validation:passwordsMustMatch",
    });
  });

  it("normalizes the referral code and ignores one over 20 characters", () => {
    expect(signUpSchema.parse({ ...validSignUp, referralCode: " ab-12 cd " }).referralCode).toBe("AB12CD");
    expect(signUpSchema.parse({ ...validSignUp, referralCode: "A".repeat(21) }).referralCode).toBeNull();
    expect(normalizeReferralCode("!!!")).toBeNull();
    expect(normalizeReferralCode(undefined)).toBeNull();
  });
});

describe("profile rules", () => {
  it("keeps digits, plus, hyphen and whitespace in the phone", () => {
    expect(normalizePhone("+255 (754) 123-456 ext")).toBe("+255 754 123-456");
    expect(profileSchema.parse({ fullName: "Jo Bloggs", phone: "+255 754-123 456" }).phone).toBe(
      "+255 754-123 456",
    );
  });

  it("refuses a phone that is not one", () => {
    expect(errorsOf(profileSchema.safeParse({ fullName: "Jo Bloggs", phone: "12" }))).toEqual({
      phone: "validation:phone",
    });
  });

  it("drops every field it does not know", () => {
    const parsed = profileSchema.parse({
      fullName: "Jo Bloggs",
      phone: "",
      id: "other",
      email: "x@y.z",
      isSuperAdmin: true,
      is_super_admin: "true",
      createdAt: "2000-01-01",
    });
    expect(Object.keys(parsed).sort()).toEqual(["fullName", "phone"]);
  });

  it("strips tags", () => {
    expect(stripTags("<img src=x onerror=alert(1)>Jo <b>B</b>")).toBe("Jo B");
  });
});
