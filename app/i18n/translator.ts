/**
 * The site's translator: the part of i18next's `t()` this codebase uses, in a
 * few hundred bytes instead of i18next's 18 kB gzipped in every page's
 * JavaScript (see docs/decisions/008-own-translator.md). Pure: no React, no
 * I/O, so the server and the browser produce the same strings from the same
 * messages.
 *
 * Supported, with i18next's semantics:
 * - `ns:key` picks a namespace; otherwise the translator's default one;
 * - nested keys with dots (`tour.days`);
 * - `{{name}}` interpolation, and `{{name, number}}` (Intl.NumberFormat);
 * - plurals from `count`: `key_zero` when count is 0 and the key exists, then
 *   `key_<Intl.PluralRules category>`, then `key`;
 * - `defaultValue`, then the fallback language's messages, then the key.
 *
 * `onMissing` hears of every key shown as a raw key (no message, no
 * `defaultValue`) and of every key looked up in a namespace that was never
 * loaded, so a page that ships too few namespaces is caught by its tests.
 */

/** Messages of one language: namespace -> nested object of strings. */
export type MessageBundles = Partial<Record<string, Record<string, unknown>>>;

export type TranslateOptions = {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
};

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** A key the translator could not find: `loaded` is false when its whole namespace is absent. */
export type MissingMessage = { namespace: string; key: string; loaded: boolean };

export type Translator = {
  readonly language: string;
  /** A `t` whose keys without an `ns:` prefix are looked up in `namespace`. */
  t: (namespace?: string) => TFunction;
  /** Adds namespaces not loaded yet (a route's own messages); loaded ones are kept. */
  addMessages: (messages: MessageBundles | undefined) => void;
};

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const NAMESPACE_PREFIX = /^([\w-]+):(.+)$/;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(language: string, value: unknown): unknown {
  if (value == null) return value;
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value as number);
}

/** A nested value by dotted path; a flat key with dots in it is found too. */
function lookup(tree: Record<string, unknown> | undefined, key: string): string | undefined {
  if (!tree) return undefined;
  const flat = tree[key];
  if (typeof flat === "string") return flat;
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The keys i18next tries for `count`, most specific first. */
function candidateKeys(language: string, key: string, count: unknown): string[] {
  if (typeof count !== "number") return [key];
  const keys = [`${key}_${pluralCategory(language, count)}`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

/**
 * Replaces `{{name}}` and `{{name, number}}`. Like i18next, a variable that
 * was not passed at all stays as written, and one passed as undefined or null
 * becomes empty.
 */
export function interpolate(text: string, language: string, values: TranslateOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (match, inner: string) => {
    const [rawName = "", ...formats] = inner.split(",");
    const name = rawName.trim();
    if (!Object.hasOwn(values, name)) return match;
    let value = values[name];
    if (formats.join(",").trim() === "number") value = formatNumber(language, value);
    return value == null ? "" : String(value);
  });
}

export function createTranslator(
  language: string,
  messages: MessageBundles,
  options: {
    fallbackLanguage?: string;
    fallback?: MessageBundles;
    defaultNamespace?: string;
    onMissing?: (missing: MissingMessage) => void;
  } = {},
): Translator {
  const bundles: MessageBundles = { ...messages };
  const defaultNamespace = options.defaultNamespace ?? "common";
  const sources: Array<[string, MessageBundles]> = [[language, bundles]];
  if (options.fallback && options.fallbackLanguage && options.fallbackLanguage !== language) {
    sources.push([options.fallbackLanguage, options.fallback]);
  }

  function translate(namespace: string, fullKey: string, values: TranslateOptions = {}): string {
    const prefixed = NAMESPACE_PREFIX.exec(fullKey);
    const ns = prefixed ? (prefixed[1] as string) : namespace;
    const key = prefixed ? (prefixed[2] as string) : fullKey;
    for (const [lang, source] of sources) {
      for (const candidate of candidateKeys(lang, key, values.count)) {
        const found = lookup(source[ns], candidate);
        if (found !== undefined) return interpolate(found, language, values);
      }
    }
    const loaded = sources.some(([, source]) => source[ns] !== undefined);
    if (options.onMissing && (!loaded || values.defaultValue === undefined)) {
      options.onMissing({ namespace: ns, key, loaded });
    }
    return interpolate(values.defaultValue ?? key, language, values);
  }

  const fixed = new Map<string, TFunction>();
  return {
    language,
    t(namespace = defaultNamespace) {
      let t = fixed.get(namespace);
      if (!t) {
        t = (key, values) => translate(namespace, key, values);
        fixed.set(namespace, t);
      }
      return t;
    },
    addMessages(more) {
      if (!more) return;
      for (const [namespace, bundle] of Object.entries(more)) {
        if (bundle && !bundles[namespace]) bundles[namespace] = bundle;
      }
    },
  };
}
