import type { Branding } from "#app/domain/branding";
import { MANIFEST_SCREENSHOTS } from "./app-screenshots";

/** The icons the build draws from the site's mark (scripts/vite-app-icons.ts). */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * The web app manifest: names and colours from the site branding, the
 * screenshots' labels in the manifest's language (`label` reads a key).
 */
export function webAppManifest(branding: Branding, language: string, label: (key: string) => string) {
  return {
    id: "/",
    name: branding.companyName,
    short_name: branding.logoText.slice(0, 12),
    description: branding.tagline,
    lang: language,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: branding.colors.primary,
    background_color: "#faf6ef",
    icons: MANIFEST_ICONS,
    screenshots: MANIFEST_SCREENSHOTS.map(({ labelKey, ...shot }) => ({ ...shot, label: label(labelKey) })),
  };
}
