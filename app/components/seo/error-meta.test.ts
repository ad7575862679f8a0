import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { meta as rootMeta } from "#app/root";
import { meta as adminMeta } from "#app/routes/admin/layout";
import { meta as siteMeta } from "#app/routes/site/layout";

// Issue 11, defect 1: when a page's loader throws, React Router asks only the
// `meta` of the routes down to the boundary that shows the error, so these
// titles come from the layouts' (and the root's) own `meta`.

/** A response thrown by a loader, as React Router hands it to `meta`. */
const thrown = (status: number) => ({ status, statusText: "", internal: false, data: null });

const root = (errors: Record<string, string>) => ({
  id: "root",
  data: {
    branding: { companyName: "Kilele Safaris" },
    siteUrl: "https://x.example",
    language: "de",
    messages: { errors },
  },
});

const GERMAN = {
  notFoundTitle: "Seite nicht gefunden",
  accessDeniedTitle: "Zugriff verweigert",
  oopsTitle: "Hoppla! Da ist etwas schiefgelaufen",
  rootTitle: "Etwas ist schiefgelaufen",
};

const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((t) => "title" in t) as { title?: string } | undefined)?.title;
const robotsOf = (tags: MetaDescriptor[]) =>
  (tags.find((t) => (t as { name?: string }).name === "robots") as { content?: string } | undefined)?.content;

type MetaArgs = Parameters<typeof siteMeta>[0];
const args = (error: unknown, matches: unknown[]) =>
  ({ error, matches, data: undefined }) as unknown as MetaArgs;

describe("the site's error pages", () => {
  const matches = [root(GERMAN), { id: "routes/site/layout", data: undefined }];

  it.each([
    [404, "Seite nicht gefunden | Kilele Safaris"],
    [403, "Zugriff verweigert | Kilele Safaris"],
    [500, "Hoppla! Da ist etwas schiefgelaufen | Kilele Safaris"],
    [503, "Hoppla! Da ist etwas schiefgelaufen | Kilele Safaris"],
  ])("a thrown %i is titled '%s', kept out of search engines", (status, title) => {
    const tags = siteMeta(args(thrown(status), matches));
    expect(titleOf(tags)).toBe(title);
    expect(robotsOf(tags)).toBe("noindex");
  });

  it("titles an exception (not a response) as the 500 page", () => {
    expect(titleOf(siteMeta(args(new Error("boom"), matches)))).toBe(
      "Hoppla! Da ist etwas schiefgelaufen | Kilele Safaris",
    );
  });

  it("adds nothing to a page that did not fail (its own meta decides)", () => {
    expect(siteMeta(args(undefined, matches))).toEqual([]);
    expect(adminMeta(args(undefined, matches) as never)).toEqual([]);
    expect(rootMeta(args(undefined, matches) as never)).toEqual([]);
  });
});

describe("the admin area's error pages", () => {
  const admin = {
    id: "routes/admin/layout",
    data: { messages: { admin: { notFoundTitle: "Keine Seite", errorTitle: "Fehler" } } },
  };

  it("take the admin heading as the title", () => {
    expect(titleOf(adminMeta(args(thrown(404), [root(GERMAN), admin]) as never))).toBe(
      "Keine Seite | Kilele Safaris",
    );
    expect(titleOf(adminMeta(args(thrown(500), [root(GERMAN), admin]) as never))).toBe(
      "Fehler | Kilele Safaris",
    );
  });

  it("fall back to the site's headings when the admin layout's own loader refused", () => {
    const refused = { id: "routes/admin/layout", data: undefined };
    expect(titleOf(adminMeta(args(thrown(403), [root(GERMAN), refused]) as never))).toBe(
      "Zugriff verweigert | Kilele Safaris",
    );
  });
});

describe("the root's own failure", () => {
  it("is titled with the root fallback's heading, in English when the root data is missing too", () => {
    expect(titleOf(rootMeta(args(new Error("db down"), [root(GERMAN)]) as never))).toBe(
      "Etwas ist schiefgelaufen | Kilele Safaris",
    );
    expect(titleOf(rootMeta(args(new Error("db down"), [{ id: "root", data: undefined }]) as never))).toBe(
      "Something went wrong | Kilele Safaris",
    );
  });
});
