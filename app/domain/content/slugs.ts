/**
 * Slugs of content records (issue 16, item 1): made from a title, editable,
 * and checked against the pattern the public routes accept and the database's
 * `*_slug_format` constraints: lowercase ASCII words joined by single dashes.
 * Pure, so the editors' pages can use it in the browser too.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** Letters that Unicode decomposition does not turn into ASCII, or not the way a German or a Dane writes them. */
const TRANSLITERATIONS: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  å: "a",
  ð: "d",
  þ: "th",
  ł: "l",
  đ: "d",
  ı: "i",
  "&": " and ",
  "'": "",
  "’": "",
};

/**
 * A slug from a title: German, French and Spanish letters written in ASCII
 * (ä → ae, ß → ss, é → e, ñ → n, ç → c), everything else that is not a letter
 * or a digit becomes a dash, cut to SLUG_MAX at a word boundary when it can.
 * A title with nothing to keep (Chinese, only punctuation, empty) gives
 * `fallback`, which the caller chooses ("tour", "tour-12").
 */
export function slugify(title: string, fallback = ""): string {
  const lower = title.toLowerCase();
  let ascii = "";
  for (const char of lower) ascii += TRANSLITERATIONS[char] ?? char;
  const slug = ascii
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug === "") return fallback;
  return cutSlug(slug);
}

/** A slug cut to `max` characters, at the last dash before the cut when there is one, never ending in a dash. */
export function cutSlug(slug: string, max = SLUG_MAX): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const dash = cut.lastIndexOf("-");
  return (dash > max / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, "");
}

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

export type SlugError = "invalid" | "tooLong";

/**
 * A slug as typed by staff: trimmed and lowercased (nothing else is changed,
 * so a mistake is shown, not silently rewritten). Empty means "make one from
 * the title" (`{ ok: true, slug: null }`).
 */
export function readSlug(input: string): { ok: true; slug: string | null } | { ok: false; error: SlugError } {
  const typed = input.trim().toLowerCase();
  if (typed === "") return { ok: true, slug: null };
  if (typed.length > SLUG_MAX) return { ok: false, error: "tooLong" };
  if (!SLUG_PATTERN.test(typed)) return { ok: false, error: "invalid" };
  return { ok: true, slug: typed };
}

/** The next candidate when `base` is taken: base-2, base-3…, still within SLUG_MAX. */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${cutSlug(base, SLUG_MAX - suffix.length)}${suffix}`;
}
