import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreStoredPreferences } from "./stored-preferences";

/** A browser as far as the client's start-up sees it: storage, cookies, the page's language. */
function browser(options: {
  storage?: Record<string, string>;
  cookie?: string;
  lang?: string;
  url?: string;
}) {
  const storage = new Map(Object.entries(options.storage ?? {}));
  const written: string[] = [];
  const document = {
    documentElement: { lang: options.lang ?? "en", dataset: { currency: "USD" } },
    get cookie() {
      return options.cookie ?? "";
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  const location = { href: options.url ?? "http://127.0.0.1/", protocol: "http:", reload: vi.fn() };
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", location);
  return { written, location };
}

describe("the client's local-storage language step", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("puts a remembered language back in the cookie and reloads when the cookie is gone", () => {
    const { written, location } = browser({ storage: { lang: "de" }, lang: "en" });
    expect(restoreStoredPreferences()).toBe(true);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^lang=de; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it("leaves the page alone when the cookie already decides (cookie comes before storage)", () => {
    const { written, location } = browser({ storage: { lang: "de" }, cookie: "lang=fr", lang: "fr" });
    expect(restoreStoredPreferences()).toBe(false);
    expect(written).toEqual([]);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it("leaves the page alone when ?lang decides (the query comes first)", () => {
    const { written, location } = browser({
      storage: { lang: "de" },
      lang: "es",
      url: "http://127.0.0.1/tours?lang=es",
    });
    expect(restoreStoredPreferences()).toBe(false);
    expect(written).toEqual([]);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it("does not reload when the page is already in the remembered language", () => {
    const { location } = browser({ storage: { lang: "zh" }, lang: "zh-CN" });
    expect(restoreStoredPreferences()).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it("ignores a stored value that is not a language, and storage that throws", () => {
    const { location } = browser({ storage: { lang: "xx" } });
    expect(restoreStoredPreferences()).toBe(false);
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(restoreStoredPreferences()).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
