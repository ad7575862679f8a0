import { describe, expect, it } from "vitest";
import { cleanMarkdown, isDangerousUrl } from "./clean-markdown";

describe("cleanMarkdown (save side)", () => {
  it("drops event handlers from HTML", () => {
    expect(cleanMarkdown("<img src=x onerror=alert(1)>")).toBe("<img src=x>");
    expect(cleanMarkdown('<img src="x"onerror="alert(1)" alt=y>')).toBe('<img src="x" alt=y>');
    expect(cleanMarkdown("<img/onerror=alert(1) src=x>")).toBe("<img/ src=x>");
    expect(cleanMarkdown('<img alt="a>b" onerror=alert(1)>')).toBe('<img alt="a>b">');
    expect(cleanMarkdown('<a href="/x" onmouseover=\'alert(1)\' style="x">go</a>')).toBe(
      '<a href="/x">go</a>',
    );
  });

  it("drops script, style, iframe and svg with their content", () => {
    expect(cleanMarkdown("before <svg><script>alert(1)</script></svg> after")).toBe("before  after");
    expect(cleanMarkdown("<script>alert(1)</script>")).toBe("");
    expect(cleanMarkdown("<SCRIPT src=//evil.example/x.js></SCRIPT>ok")).toBe("ok");
    expect(cleanMarkdown("<scr<script>x</script>ipt>alert(1)</script>")).not.toMatch(/<script/i);
    expect(cleanMarkdown("<style>body{}</style><iframe src=//x></iframe>text")).toBe("text");
    expect(cleanMarkdown("<script>never closed")).not.toMatch(/<script/i);
  });

  it("makes dangerous Markdown link targets harmless, however they are spelled", () => {
    expect(cleanMarkdown("[x](javascript:alert(1))")).toBe("[x](#)");
    expect(cleanMarkdown("[x](JaVaScRiPt:alert(1))")).toBe("[x](#)");
    expect(cleanMarkdown("[x](java&#115;cript:alert(1))")).toBe("[x](#)");
    expect(cleanMarkdown("[x](java&#x73;cript&colon;alert(1))")).toBe("[x](#)");
    expect(cleanMarkdown("[x]( <javascript:alert(1)> )")).not.toMatch(/script/i);
    expect(cleanMarkdown('![p](data:text/html;base64,PHNjcmlwdD4= "t")')).toBe('![p](# "t")');
    expect(cleanMarkdown("[x](vbscript:msgbox)")).toBe("[x](#)");
    expect(cleanMarkdown("[ref]: javascript:alert(1)\n")).toBe("[ref]: #\n");
    expect(cleanMarkdown("see <javascript:alert(1)>")).toBe("see ");
  });

  it("makes dangerous HTML link targets harmless", () => {
    expect(cleanMarkdown('<a href="javascript:alert(1)">x</a>')).toBe('<a href="#">x</a>');
    expect(cleanMarkdown("<a href=JAVASCRIPT:alert(1)>x</a>")).toBe('<a href="#">x</a>');
    expect(cleanMarkdown('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a href="#">x</a>');
    expect(cleanMarkdown('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a href="#">x</a>');
  });

  it("leaves ordinary Markdown exactly as typed", () => {
    const text = [
      "## Day one",
      "",
      "> A quote with a > sign & an ampersand",
      "",
      "- [Serengeti](/destinations/serengeti) and [a site](https://example.com/a_(b))",
      '- ![Lion](/media/library/abc/lion.webp "A lion")',
      "",
      "`if (a < b) return;` and 3 < 4 > 2",
      "[mail](mailto:info@example.com)",
    ].join("\n");
    expect(cleanMarkdown(text)).toBe(text);
  });

  it("reads the scheme like a browser", () => {
    expect(isDangerousUrl("https://example.com")).toBe(false);
    expect(isDangerousUrl("/tours/x")).toBe(false);
    expect(isDangerousUrl("  jAvAsCrIpT:alert(1)")).toBe(true);
    expect(isDangerousUrl("javascript%3Aalert(1)")).toBe(true);
    expect(isDangerousUrl("&amp;#106;avascript:x")).toBe(true);
    expect(isDangerousUrl("data:image/png;base64,AAAA")).toBe(true);
  });
});
