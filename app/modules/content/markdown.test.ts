import { describe, expect, it } from "vitest";
import { markdownToText, readingTimeMinutes, renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders headings, lists, links and tables", () => {
    const html = renderMarkdown(
      "# Title\n\n## Packing\n\n- Boots\n- **Warm** layers\n\n[Contact](/contact)\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Packing</h2>");
    expect(html).toContain("<li><strong>Warm</strong> layers</li>");
    expect(html).toContain('<a href="/contact">Contact</a>');
    expect(html).toContain("<td>1</td>");
  });

  it("removes scripts, handlers, styles and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[x](javascript:alert(3))\n\n<iframe src="https://evil.example"></iframe><style>body{}</style>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<style/i);
  });

  // Issue 16: what a blog post's Markdown may carry from a careless paste or an attacker.
  it("removes an SVG with a script, a handler on a picture and script links in any spelling", () => {
    const html = renderMarkdown(
      '<img src=x onerror=alert(1)>\n\n<svg><script>alert(2)</script></svg>\n\n[x](javascript:alert(3)) [y](JaVaScRiPt:alert(4)) [z](vbscript:msgbox(5)) [w](data:text/html,<script>alert(6)</script>)\n\n<a href="java&#115;cript:alert(7)">a</a>',
    );
    expect(html).not.toMatch(/<svg|<script|onerror|javascript|vbscript|data:text|alert\(/i);
  });

  it("opens external links safely and lazy-loads images", () => {
    const html = renderMarkdown("[Park](https://example.org) ![Lion](/media/scenes/lion.0.svg)");
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('loading="lazy"');
  });
});

// Issue 11, defect 12: a picture the Content-Security-Policy would block is not put on the page.
describe("pictures from other sites", () => {
  const markdown =
    "![Ours](/media/scenes/lion.0.svg)\n\n![Allowed](https://images.unsplash.com/photo-1)\n\n![Other](https://images.pexels.com/p.jpg)\n\n[![Linked](https://tracker.example/x.gif)](https://example.org)";

  it("keeps ours and those from IMAGE_HOSTS, and drops the rest", () => {
    const html = renderMarkdown(markdown, ["https://images.unsplash.com"]);
    expect(html).toContain('src="/media/scenes/lion.0.svg"');
    expect(html).toContain('src="https://images.unsplash.com/photo-1"');
    expect(html).not.toContain("images.pexels.com");
    expect(html).not.toContain("tracker.example");
    // The link around a dropped picture stays.
    expect(html).toContain('href="https://example.org"');
  });

  it("drops every outside picture when no host is configured (the default)", () => {
    const html = renderMarkdown(markdown);
    expect(html).toContain('src="/media/scenes/lion.0.svg"');
    expect(html).not.toMatch(/unsplash|pexels|tracker/);
  });
});

describe("plain text and reading time", () => {
  it("strips markup and counts about 200 words a minute", () => {
    expect(markdownToText("## Hi\n\n**bold** _text_")).toBe("Hi bold text");
    expect(readingTimeMinutes("word ".repeat(1000))).toBe(5);
    expect(readingTimeMinutes("")).toBe(1);
  });
});
