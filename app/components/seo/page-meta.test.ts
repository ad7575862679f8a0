import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_SOCIAL_IMAGE, pageMeta } from "./page-meta";

const SITE_URL = "https://www.kilele-safaris.example";

const root = (data: Record<string, unknown> = {}) => ({
  id: "root",
  data: { siteUrl: SITE_URL, branding: { companyName: "Kilele Safaris" }, language: "en", ...data },
});

/** The content of the tag with this name or property. */
function content(tags: MetaDescriptor[], key: string): string | undefined {
  const tag = tags.find(
    (t) => (t as { name?: string }).name === key || (t as { property?: string }).property === key,
  ) as { content?: string } | undefined;
  return tag?.content;
}

const titleOf = (tags: MetaDescriptor[]) => (tags.find((t) => "title" in t) as { title?: string })?.title;

describe("pageMeta", () => {
  it("titles the page '{title} | {site name}', with the bare title for Open Graph", () => {
    const tags = pageMeta([root()], { title: "Serengeti safaris", description: "Lions and more." });
    expect(titleOf(tags)).toBe("Serengeti safaris | Kilele Safaris");
    expect(content(tags, "og:title")).toBe("Serengeti safaris");
    expect(content(tags, "og:site_name")).toBe("Kilele Safaris");
    expect(content(tags, "twitter:title")).toBe("Serengeti safaris | Kilele Safaris");
    expect(content(tags, "description")).toBe("Lions and more.");
    expect(content(tags, "og:description")).toBe("Lions and more.");
    expect(content(tags, "twitter:description")).toBe("Lions and more.");
  });

  it("uses the site name from branding", () => {
    const tags = pageMeta([root({ branding: { companyName: "Other Safaris" } })], { title: "Home" });
    expect(titleOf(tags)).toBe("Home | Other Safaris");
    expect(content(tags, "og:site_name")).toBe("Other Safaris");
  });

  it("asks for a large Twitter card and gives Open Graph and Twitter the same absolute image", () => {
    const tags = pageMeta([root()], { title: "Tours", image: "/media/scenes/crater.2.svg" });
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    const og = content(tags, "og:image");
    expect(og).toBe(`${SITE_URL}/media/scenes/crater.2.w1200.jpg`);
    expect(content(tags, "twitter:image")).toBe(og);
  });

  it("falls back to the branding's social image, then to the default one", () => {
    const branded = pageMeta([root({ branding: { socialImage: "https://cdn.example.com/social.jpg" } })], {
      title: "About",
    });
    expect(content(branded, "og:image")).toBe("https://cdn.example.com/social.jpg");
    expect(content(branded, "twitter:image")).toBe("https://cdn.example.com/social.jpg");
    const plain = content(pageMeta([root()], { title: "About" }), "og:image");
    expect(plain).toMatch(new RegExp(`^${SITE_URL}/media/scenes/kilimanjaro\\.7\\.w1200\\.jpg$`));
    expect(DEFAULT_SOCIAL_IMAGE).toBe("/media/scenes/kilimanjaro.7.svg");
  });

  it("leaves the canonical link to the root layout, so a page never has two", () => {
    const tags = pageMeta([root()], { title: "FAQs", description: "Answers." });
    expect(tags.some((t) => (t as { rel?: string }).rel === "canonical")).toBe(false);
    expect(tags.some((t) => "tagName" in t && (t as { tagName?: string }).tagName === "link")).toBe(false);
    expect(content(tags, "og:url")).toBeUndefined();
  });

  it("marks noindex pages and leaves out descriptions that are not given", () => {
    const tags = pageMeta([root()], { title: "Tours – page 3", noindex: true });
    expect(content(tags, "robots")).toBe("noindex, follow");
    expect(content(tags, "description")).toBeUndefined();
    expect(content(pageMeta([root()], { title: "Tours" }), "robots")).toBeUndefined();
  });

  it("sets the Open Graph type and locale", () => {
    const tags = pageMeta([root({ language: "zh" })], { title: "Blog", type: "article" });
    expect(content(tags, "og:type")).toBe("article");
    expect(content(tags, "og:locale")).toBe("zh_CN");
    expect(content(pageMeta([root()], { title: "Home" }), "og:type")).toBe("website");
  });

  it("gives only the site name without seo data", () => {
    expect(pageMeta([root()], undefined)).toEqual([{ title: "Kilele Safaris" }]);
  });
});
