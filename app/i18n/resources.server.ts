import { DEFAULT_LANGUAGE, type Language, type Messages, type Namespace } from "./config";

const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  eager: true,
  import: "default",
});

const byLanguage = new Map<string, Messages>();
for (const [file, messages] of Object.entries(files)) {
  const match = /\.\/locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language = "", namespace = ""] = match;
  const bucket = byLanguage.get(language) ?? {};
  bucket[namespace as Namespace] = messages;
  byLanguage.set(language, bucket);
}

/**
 * The messages of some namespaces for one language. By default the ones every
 * page needs (the shell's); a route ships the namespaces its own components
 * use from its loader, so no page carries them all (decision 006). A key of a
 * namespace the page did not ship shows as the raw key and is reported by the
 * page translator; tests/integration/messages.test.ts fails on it.
 */
export function messagesFor(
  language: Language,
  namespaces: readonly Namespace[] = SHELL_NAMESPACES,
): Messages {
  const all = byLanguage.get(language) ?? byLanguage.get(DEFAULT_LANGUAGE) ?? {};
  return Object.fromEntries(namespaces.filter((ns) => all[ns]).map((ns) => [ns, all[ns]]));
}

/**
 * What the shell around every page uses: header (navigation, pickers, search
 * box), footer (newsletter form), the compare tray, toasts and error pages.
 */
export const SHELL_NAMESPACES: readonly Namespace[] = [
  "common",
  "nav",
  "footer",
  "errors",
  "compare",
  "search",
  "newsletter",
];
