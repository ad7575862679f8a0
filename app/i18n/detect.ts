import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./config";

export type LanguageSource = "query" | "cookie" | "header" | "default";

/**
 * The server's half of the spec's detection order: query parameter, cookie,
 * browser language (Accept-Language), then the page default. Local storage,
 * third in the spec's order, lives in the browser: the client entry copies it
 * into the cookie when the cookie is missing (see entry.client.tsx).
 */
export function detectLanguage(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { language: Language; source: LanguageSource } {
  const query = input.query?.toLowerCase();
  if (isLanguage(query)) return { language: query, source: "query" };
  if (isLanguage(input.cookie)) return { language: input.cookie, source: "cookie" };
  const fromHeader = pickFromAcceptLanguage(input.acceptLanguage);
  if (fromHeader) return { language: fromHeader, source: "header" };
  return { language: DEFAULT_LANGUAGE, source: "default" };
}

/** Best supported language in an Accept-Language header, honouring q-values. */
export function pickFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        base: tag.toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.find((entry) => isLanguage(entry.base))?.base as Language | undefined;
}
