/** Languages of the site; English is the fallback (spec section 1). */
export const LANGUAGES = ["en", "de", "fr", "es", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name, as shown in the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  zh: "中文",
};

/** BCP 47 tags for Intl formatting and `<html lang>`. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: "en",
  de: "de",
  fr: "fr",
  es: "es",
  zh: "zh-CN",
};

export const NAMESPACES = [
  "common",
  "nav",
  "home",
  "tours",
  "footer",
  "errors",
  "validation",
  "booking",
  "account",
  "destinations",
  "experiences",
  "accommodations",
  "kilimanjaro",
  "deals",
  "blog",
  "pages",
  "email",
  "auth",
  "admin",
  "admin-bookings",
  "admin-departures",
  "admin-enquiries",
  "admin-people",
  "admin-redirects",
  "admin-media",
  "admin-content",
  "admin-banners",
  "admin-pages",
  "admin-accommodations",
  "admin-testimonials",
  "admin-team",
  "admin-branding",
  "admin-analytics",
  "wishlist",
  "compare",
  "availability",
  "search",
  "newsletter",
  "enquiries",
  "invoice",
  "trip",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Some namespaces' messages of one language, as a loader ships them to the page. */
export type Messages = Partial<Record<Namespace, Record<string, unknown>>>;

export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_STORAGE_KEY = "lang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
