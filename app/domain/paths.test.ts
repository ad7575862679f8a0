import { describe, expect, it } from "vitest";
import { blogPostPath, destinationPath, experiencePath, kilimanjaroRoutePath, slugify } from "./paths";

describe("content paths", () => {
  it("nests a child under its parent and leaves a top-level item alone", () => {
    expect(destinationPath({ slug: "serengeti", parentSlug: "tanzania" })).toBe(
      "/destinations/tanzania/serengeti",
    );
    expect(destinationPath({ slug: "tanzania", parentSlug: null })).toBe("/destinations/tanzania");
    expect(experiencePath({ slug: "night-game-drive", parentSlug: "game-drives" })).toBe(
      "/experiences/game-drives/night-game-drive",
    );
    expect(experiencePath({ slug: "game-drives" })).toBe("/experiences/game-drives");
    expect(kilimanjaroRoutePath({ slug: "kilimanjaro-machame-route-7-days" })).toBe(
      "/kilimanjaro/kilimanjaro-machame-route-7-days",
    );
    expect(blogPostPath({ slug: "first-safari-guide" })).toBe("/blog/first-safari-guide");
  });

  it("turns a name into the lower-cased, hyphenated fallback slug (spec: home destination cards)", () => {
    expect(slugify("Ngorongoro Crater")).toBe("ngorongoro-crater");
    expect(slugify("  Lake Manyara  National Park ")).toBe("lake-manyara-national-park");
    expect(slugify("Volcanoes N.P. (Rwanda)")).toBe("volcanoes-n-p-rwanda");
    expect(slugify("Zürich & Genève")).toBe("zurich-geneve");
  });
});
