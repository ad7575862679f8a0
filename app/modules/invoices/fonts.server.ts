import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";

/**
 * The invoice's typeface: Noto Sans Hans (SIL Open Font Licence, from the
 * `@embedpdf/fonts-sc` package), whose OpenType files hold the Latin-1
 * letters of German, French and Spanish beside the Simplified Chinese of
 * GB 2312 and more (30,789 characters), so one face sets every language of
 * the site and each PDF embeds only the glyphs it uses (about 50 kB).
 *
 * Not the site's Inter: fontsource ships it as WOFF2 slices whose glyf
 * table is stored transformed, which fontkit reads but cannot subset for a
 * PDF (foliojs/fontkit#201: accented letters crash the subsetter).
 *
 * Each face is parsed once per process and shared by every document: a face
 * parsed again for each PDF costs about 200 ms of the main thread, a shared
 * one about 30 ms (fontkit decodes its tables lazily and keeps them).
 */
export type InvoiceFonts = { regular: fontkit.Font; bold: fontkit.Font };

const FILES = { regular: "NotoSansHans-Regular.otf", bold: "NotoSansHans-Bold.otf" } as const;

let loading: Promise<InvoiceFonts> | undefined;

async function load(): Promise<InvoiceFonts> {
  // The package exports only its index; the font files sit in ../fonts beside its dist/.
  const index = createRequire(import.meta.url).resolve("@embedpdf/fonts-sc");
  const folder = path.join(path.dirname(index), "..", "fonts");
  const open = async (file: string) => fontkit.create(await readFile(path.join(folder, file)));
  const [regular, bold] = await Promise.all([open(FILES.regular), open(FILES.bold)]);
  return { regular, bold };
}

export function invoiceFonts(): Promise<InvoiceFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // a missing file is reported on each try, not cached for good
    throw error;
  });
  return loading;
}

// Intl writes French amounts with a narrow no-break space (U+202F), which the face lacks.
const SPACES = /[\u2000-\u200A\u202F\u205F]/g;
const MARKS = /\p{M}/gu;

/**
 * `text` with what the face cannot draw replaced: the thin and narrow spaces
 * by a no-break space, a letter it lacks (č, ș, ő in a name) by its base
 * letter, so a name prints "Dvorak" rather than empty boxes. Anything else
 * it lacks is left as it is: the text stays searchable and copyable.
 */
export function printable(text: string, font: fontkit.Font): string {
  let out = "";
  for (const char of text.replace(SPACES, "\u00A0")) {
    const code = char.codePointAt(0) ?? 0;
    if (font.hasGlyphForCodePoint(code)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFD").replace(MARKS, "");
    out += base && [...base].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0)) ? base : char;
  }
  return out;
}
