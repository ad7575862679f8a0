import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, NAMESPACES } from "./config";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

type Flat = Map<string, unknown>;

function loadJson(lang: string, ns: string): unknown {
  const url = new URL(`./locales/${lang}/${ns}.json`, import.meta.url);
  let text: string;
  try {
    text = readFileSync(url, "utf8");
  } catch {
    throw new Error(`[${lang}/${ns}] file is missing: ${url.pathname}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`[${lang}/${ns}] file is not valid JSON: ${(error as Error).message}`);
  }
}

/** Flattens nested objects into dotted keys; anything that is not a plain object is a leaf. */
function flatten(value: unknown, prefix = "", out: Flat = new Map()): Flat {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function normalise(key: string): string {
  return key.replace(PLURAL_SUFFIX, "");
}

function placeholders(value: unknown): string[] {
  if (typeof value !== "string") return [];
  return [...value.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/** Normalised key -> sorted union of the placeholders of all its (plural) forms. */
function placeholdersByKey(flat: Flat): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const [key, value] of flat) {
    const norm = normalise(key);
    const set = sets.get(norm) ?? new Set<string>();
    for (const name of placeholders(value)) set.add(name);
    sets.set(norm, set);
  }
  return new Map([...sets].map(([key, set]) => [key, [...set].sort()]));
}

function sortedKeys(flat: Flat): string[] {
  return [...new Set([...flat.keys()].map(normalise))].sort();
}

const english = new Map(NAMESPACES.map((ns) => [ns, flatten(loadJson(DEFAULT_LANGUAGE, ns))]));

describe.each(LANGUAGES)("locale %s", (lang) => {
  describe.each(NAMESPACES)("namespace %s", (ns) => {
    const label = `[${lang}/${ns}]`;
    const reference = english.get(ns)!;

    it("exists and parses", () => {
      const data = loadJson(lang, ns);
      expect(
        typeof data === "object" && data !== null && !Array.isArray(data),
        `${label} root is not an object`,
      ).toBe(true);
    });

    it("has the same keys as English", () => {
      const flat = flatten(loadJson(lang, ns));
      const expected = sortedKeys(reference);
      const actual = sortedKeys(flat);
      const missing = expected.filter((key) => !actual.includes(key));
      const extra = actual.filter((key) => !expected.includes(key));
      expect(missing, `${label} missing keys: ${missing.join(", ")}`).toEqual([]);
      expect(extra, `${label} unexpected keys: ${extra.join(", ")}`).toEqual([]);
    });

    it("has only non-empty string values", () => {
      for (const [key, value] of flatten(loadJson(lang, ns))) {
        expect(typeof value, `${label} ${key} is not a string`).toBe("string");
        expect((value as string).trim(), `${label} ${key} is empty`).not.toBe("");
      }
    });

    it("keeps the English placeholders", () => {
      const expected = placeholdersByKey(reference);
      for (const [key, names] of placeholdersByKey(flatten(loadJson(lang, ns)))) {
        if (!expected.has(key)) continue; // reported by the key test
        expect(names, `${label} ${key} placeholders differ from English`).toEqual(expected.get(key));
      }
    });

    it("has the plural forms the language needs", () => {
      const categories = new Intl.PluralRules(LANGUAGE_TAGS[lang]).resolvedOptions().pluralCategories;
      const flat = flatten(loadJson(lang, ns));
      const pluralKeys = new Set(
        [...reference.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(normalise),
      );
      for (const base of pluralKeys) {
        const forms = [...flat.keys()]
          .filter((key) => normalise(key) === base && PLURAL_SUFFIX.test(key))
          .map((key) => key.slice(base.length + 1))
          .sort();
        expect(forms, `${label} ${base} plural forms`).toEqual([...categories].sort());
      }
    });
  });
});
