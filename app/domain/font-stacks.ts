/**
 * The system faces that hold Simplified Chinese on the devices our Chinese
 * visitors use: macOS and iOS (PingFang SC, and Hiragino Sans GB on older
 * Macs), Windows (Microsoft YaHei), Android and Linux (Noto Sans CJK SC, also
 * sold as Source Han Sans SC). Neither web font has Chinese glyphs, so every
 * font stack names these after its Latin faces and before its generic family:
 * the browser then takes a good face instead of guessing (or, with no match,
 * showing empty boxes). app/app.css writes the same list by hand; a test
 * checks every stack of the site's CSS, the branding's and the emails'.
 */
export const CJK_FONT_FAMILIES = [
  "PingFang SC",
  "Hiragino Sans GB",
  "Microsoft YaHei",
  "Noto Sans CJK SC",
  "Source Han Sans SC",
] as const;

/** Names of the system's own face, which CSS writes without quotes (quoted they would name a font). */
const SYSTEM_FONT_KEYWORDS = new Set(["system-ui", "-apple-system"]);

/** `faces`, then the Chinese faces, then the generic family, as a CSS font-family value. */
export function fontStack(faces: readonly string[], generic: "serif" | "sans-serif" | "monospace"): string {
  const quoted = (name: string) => (SYSTEM_FONT_KEYWORDS.has(name) ? name : `"${name}"`);
  return [...faces, ...CJK_FONT_FAMILIES].map(quoted).concat(generic).join(",");
}

/**
 * The font families the site serves itself (app/styles/web-fonts.css): the
 * only ones staff may choose in the branding and card design editors (see
 * css-values.ts). Here, beside the stacks, so the page shell can ask without
 * loading the editors' validators.
 */
export const SELF_HOSTED_FONTS = ["Fraunces", "Inter"] as const;
export type SelfHostedFont = (typeof SELF_HOSTED_FONTS)[number];

export function isSelfHostedFont(value: unknown): value is SelfHostedFont {
  return (SELF_HOSTED_FONTS as readonly unknown[]).includes(value);
}
