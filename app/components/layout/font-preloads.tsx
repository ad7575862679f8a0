import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Language } from "#app/i18n/config";

/**
 * Starts the two web fonts of the first paint with the stylesheets instead of
 * after them (a browser only finds a font once CSS and layout ask for it).
 * Only the latin subset: the others (latin-ext, cyrillic...) stay on demand
 * through unicode-range. Chinese pages set their headings in system CJK
 * fonts, so they skip the heading font. When staff choose other fonts in the
 * branding, neither bundled font is used and nothing is preloaded.
 */
export function FontPreloads({
  language,
  fonts,
}: {
  language: Language;
  fonts: { heading: string; body: string };
}) {
  const preload = [
    fonts.body === "Inter" ? interLatin : null,
    fonts.heading === "Fraunces" && language !== "zh" ? frauncesLatin : null,
  ].filter((href): href is string => href !== null);
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
    </>
  );
}
