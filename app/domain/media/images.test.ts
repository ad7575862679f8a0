import { describe, expect, it } from "vitest";
import { externalImageUrl, isResizableImageUrl } from "./images";

describe("externalImageUrl", () => {
  it("adds width, quality and WebP to image-host URLs, keeping their own parameters", () => {
    const url = externalImageUrl("https://images.unsplash.com/photo-1?ixid=abc&w=4000", 800);
    const parsed = new URL(url);
    expect(parsed.searchParams.get("w")).toBe("800");
    expect(parsed.searchParams.get("q")).toBe("75");
    expect(parsed.searchParams.get("fm")).toBe("webp");
    expect(parsed.searchParams.get("ixid")).toBe("abc");
  });

  it("rewrites CDN URLs to a limited width, replacing earlier transformations", () => {
    expect(
      externalImageUrl("https://res.cloudinary.com/demo/image/upload/w_4000,q_100/v1/lion.jpg", 2400),
    ).toBe("https://res.cloudinary.com/demo/image/upload/w_1600,c_limit,q_auto,f_auto/v1/lion.jpg");
    expect(externalImageUrl("https://res.cloudinary.com/demo/image/upload/lion.jpg", 400)).toBe(
      "https://res.cloudinary.com/demo/image/upload/w_400,c_limit,q_auto,f_auto/lion.jpg",
    );
  });

  it("leaves other URLs, our own paths and garbage alone", () => {
    for (const url of [
      "https://example.org/a.jpg",
      "/media/scenes/lion.0.svg",
      "not a url",
      "javascript:x",
    ]) {
      expect(externalImageUrl(url, 800)).toBe(url);
      expect(isResizableImageUrl(url)).toBe(false);
    }
    expect(isResizableImageUrl("https://images.pexels.com/photos/1/a.jpeg")).toBe(true);
  });
});
