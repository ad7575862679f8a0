import { describe, expect, it } from "vitest";
import { brandingCss, brandingFromRows, DEFAULT_BRANDING } from "./branding.server";

describe("branding", () => {
  it("reads config rows and keeps defaults for missing keys", () => {
    const branding = brandingFromRows([
      { configKey: "company_name", configValue: "Twiga Tours" },
      { configKey: "primary_color", configValue: "#123456" },
    ]);
    expect(branding.companyName).toBe("Twiga Tours");
    expect(branding.colors.primary).toBe("#123456");
    expect(branding.colors.accent).toBe(DEFAULT_BRANDING.colors.accent);
  });

  it("never lets a hostile value into the page's CSS", () => {
    const branding = brandingFromRows([
      { configKey: "primary_color", configValue: "red;}</style><script>alert(1)</script>" },
      { configKey: "font_heading", configValue: 'x"}body{display:none' },
      { configKey: "company_name", configValue: { nested: true } },
    ]);
    expect(branding.colors.primary).toBe(DEFAULT_BRANDING.colors.primary);
    expect(branding.fonts.heading).toBe(DEFAULT_BRANDING.fonts.heading);
    expect(branding.companyName).toBe(DEFAULT_BRANDING.companyName);
    const css = brandingCss(branding);
    expect(css).not.toContain("<");
    expect(css).toContain("--brand-primary:#1f5135");
  });
});
