import type { SeedBrandAsset } from "./types";

/**
 * site_branding rows. Values are JSON; plain strings here. The primary green
 * (#1f5135) has a contrast of about 9.6:1 with white text, the ochre secondary
 * (#8a5a1c) about 5.9:1; the accent gold is for decoration on dark backgrounds.
 */
export const SITE_BRANDING: Record<string, string> = {
  company_name: "Kilele Safaris",
  logo_text: "Kilele",
  company_tagline: "Safaris, Kilimanjaro climbs and eco-adventures from Arusha",
  primary_color: "#1f5135",
  secondary_color: "#8a5a1c",
  accent_color: "#d99a2b",
  font_heading: "Fraunces",
  font_body: "Inter",
};

export const BRAND_ASSETS: SeedBrandAsset[] = [
  {
    name: "Kilele Safaris logo",
    fileUrl: "/logo.svg",
    assetType: "logo",
    assetVariant: "primary",
    isActive: true,
    isDefault: true,
    usageContext: ["header", "footer", "email"],
    displayOrder: 0,
  },
  {
    name: "Kilele Safaris logo, light on dark",
    fileUrl: "/logo-light.svg",
    assetType: "logo",
    assetVariant: "inverse",
    isActive: true,
    isDefault: false,
    usageContext: ["footer", "hero"],
    displayOrder: 1,
  },
];
