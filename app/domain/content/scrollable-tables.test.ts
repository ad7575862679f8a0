import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#app/modules/content/markdown.server";

// Issue 11, defect 2: a Markdown table (the insurance page's) made the page
// wider than a phone. Each one now scrolls inside a named, focusable region.

const TABLE = `| Cover | Safari | Kilimanjaro or Meru |
| --- | --- | --- |
| Medical expenses | Yes | Yes |`;

const regions = (html: string) => [...html.matchAll(/<section([^>]*)>\s*<table>/g)].map((m) => m[1]);

describe("Markdown tables", () => {
  it("scroll inside a region named after the heading above them, reachable by keyboard", () => {
    const html = renderMarkdown(`## What your policy should cover\n\nSome text.\n\n${TABLE}\n\nAfter.`, []);
    expect(regions(html)).toEqual([
      ' class="scroll-region" aria-label="What your policy should cover" tabindex="0"',
    ]);
    expect(html).toMatch(/<\/table>\s*<\/section>/);
    expect(html).toContain("<p>After.</p>");
  });

  it("are named after their column headings when no heading comes before them", () => {
    expect(regions(renderMarkdown(TABLE, []))).toEqual([
      ' class="scroll-region" aria-label="Cover, Safari, Kilimanjaro or Meru" tabindex="0"',
    ]);
  });

  it("take each table's own nearest heading, in plain words, and start over with each text", () => {
    const html = renderMarkdown(
      `## **Gorilla** permits & "fees"\n\n${TABLE}\n\n### [Kilimanjaro](/kilimanjaro) costs\n\n${TABLE}`,
      [],
    );
    expect(regions(html).map((attributes) => /aria-label="([^"]*)"/.exec(attributes ?? "")?.[1])).toEqual([
      "Gorilla permits &amp; &quot;fees&quot;",
      "Kilimanjaro costs",
    ]);
    expect(regions(renderMarkdown(TABLE, []))[0]).toContain(
      'aria-label="Cover, Safari, Kilimanjaro or Meru"',
    );
  });

  it("let an author's own section through only as such a region", () => {
    const html = renderMarkdown(
      '<section class="evil" tabindex="5" onclick="alert(1)" aria-label="x">text</section>',
      [],
    );
    expect(html).toBe('<section class="scroll-region" aria-label="x" tabindex="0">text</section>');
  });
});
