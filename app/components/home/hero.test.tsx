import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createPageTranslator } from "#app/i18n/instance";
import common from "#app/i18n/locales/en/common.json";
import home from "#app/i18n/locales/en/home.json";
import { TranslatorProvider } from "#app/i18n/react";
import { Hero } from "./hero";

// The first HTML, server-rendered as the other component tests do. The hero in
// the browser (the video after 2 s) is tested in hero.browser.test.tsx.

const translator = () => createPageTranslator("en", { common, home });

function render(videoUrl: string | null): string {
  return renderToString(
    <TranslatorProvider translator={translator()}>
      <MemoryRouter>
        <Hero videoUrl={videoUrl} />
      </MemoryRouter>
    </TranslatorProvider>,
  );
}

describe("Hero", () => {
  it("shows the still image first, eager and high priority, even with a video configured", () => {
    const html = render("/media/hero.mp4");
    expect(html).toMatch(/<img[^>]*class="[^"]*hero__image/);
    const image = /<img[^>]*class="[^"]*hero__image[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
    expect(image).toContain('loading="eager"');
    expect(image).toMatch(/fetchPriority="high"/i);
    // The video may only come after the delay, in the browser: never in the first HTML.
    expect(html).not.toContain("<video");
    expect(html).not.toContain("/media/hero.mp4");
    expect(html).not.toContain("home-hero__video-toggle");
  });

  it("has one H1 and buttons to /tours and /contact", () => {
    const html = render(null);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/tours"/);
    expect(html).toMatch(/<a[^>]*href="\/contact"/);
    expect(html).not.toContain("<video");
  });
});
