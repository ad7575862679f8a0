import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  cssAspectRatio,
  cssBackgroundImage,
  cssColor,
  cssFontFamily,
  cssFontWeight,
  cssLength,
  cssLengths,
  cssLineHeight,
  cssShadow,
  cssTextTransform,
  cssTime,
  cssTransform,
  hexColor,
} from "./css-values";

// Every value a card design or the branding puts into a style attribute goes
// through one of these; what they let through is all the CSS staff can write.

/** Text that must never get through any validator: it ends the declaration, escapes, or loads something. */
const HOSTILE = [
  "red;background:url(javascript:alert(1))",
  "red; position: fixed",
  "#fff;}body{display:none",
  "expression(alert(1))",
  "url(https://evil.example/x.png)",
  "</style><script>alert(1)</script>",
  "0 1px 2px red</style>",
  "1px\\3b background:red",
  "rgb(0, 0, 0) !important",
  "image-set('x.png' 1x)",
  "var(--evil)",
  "calc(1px + 1px)",
  "inherit",
  "@import 'x'",
  "translateY(-4px);color:red",
  "scale(1) url(x)",
  "linear-gradient(180deg, #fff, url(x))",
  "/media/library/../../etc/passwd",
  "javascript:alert(1)",
  "1px\n2px;x",
  `${"1px ".repeat(200)}`,
];

const VALIDATORS = {
  cssLength: (v: unknown) => cssLength(v, { negative: true, percent: true, viewport: true }),
  cssLengths: (v: unknown) => cssLengths(v, 4, { percent: true }),
  cssColor,
  hexColor,
  cssTime,
  cssShadow,
  cssTransform,
  cssAspectRatio,
  cssTextTransform,
  cssFontWeight,
  cssLineHeight,
  cssFontFamily,
  cssBackgroundImage,
};

describe("the CSS value validators", () => {
  it("refuse hostile text, whatever the field", () => {
    for (const [name, validate] of Object.entries(VALIDATORS)) {
      for (const value of HOSTILE) expect(validate(value), `${name}: ${value}`).toBeNull();
      expect(validate(""), name).toBeNull();
      expect(validate({ toString: () => "1px" }), name).toBeNull();
      expect(validate(["1px"]), name).toBeNull();
      expect(validate(null), name).toBeNull();
    }
  });

  it("read lengths with a unit, zero without one", () => {
    expect(cssLength("12px")).toBe("12px");
    expect(cssLength(" 1.50REM ")).toBe("1.5rem");
    expect(cssLength("0")).toBe("0");
    expect(cssLength("0px")).toBe("0");
    expect(cssLength("12")).toBeNull();
    expect(cssLength("-1px")).toBeNull();
    expect(cssLength("-0.01em", { negative: true })).toBe("-0.01em");
    expect(cssLength("50%")).toBeNull();
    expect(cssLength("50%", { percent: true })).toBe("50%");
    expect(cssLength("80vw")).toBeNull();
    expect(cssLength("none", { keywords: ["none"] })).toBe("none");
    expect(cssLength("1e3px")).toBeNull();
    expect(cssLengths("1rem   1.5rem", 4)).toBe("1rem 1.5rem");
    expect(cssLengths("1px 2px 3px 4px 5px", 4)).toBeNull();
  });

  it("read hex and rgb colours, written one way", () => {
    expect(cssColor("#1F5135")).toBe("#1f5135");
    expect(cssColor("#fff8")).toBe("#fff8");
    expect(cssColor("transparent")).toBe("transparent");
    expect(cssColor("rgba(31,81,53,.12)")).toBe("rgba(31, 81, 53, 0.12)");
    expect(cssColor("rgb(0 0 0 / 50%)")).toBe("rgba(0, 0, 0, 0.5)");
    expect(cssColor("rgb(256, 0, 0)")).toBeNull();
    expect(cssColor("rgba(0, 0, 0, 2)")).toBeNull();
    expect(cssColor("red")).toBeNull();
    expect(cssColor("#12345")).toBeNull();
    expect(hexColor("#ABC")).toBe("#abc");
    expect(hexColor("#abcd")).toBeNull();
    expect(hexColor("rgb(0, 0, 0)")).toBeNull();
  });

  it("read shadows of lengths and a colour, up to three", () => {
    expect(cssShadow("0 1px 3px rgba(31, 81, 53, 0.12)")).toBe("0 1px 3px rgba(31, 81, 53, 0.12)");
    expect(cssShadow("inset #000 0 -2px")).toBe("inset 0 -2px #000");
    expect(cssShadow("NONE")).toBe("none");
    expect(cssShadow("0 1px #000, 0 2px 4px rgba(0,0,0,0.2)")).toBe(
      "0 1px #000, 0 2px 4px rgba(0, 0, 0, 0.2)",
    );
    expect(cssShadow("0 1px -3px #000")).toBeNull();
    expect(cssShadow("1px")).toBeNull();
    expect(cssShadow("0 1px red")).toBeNull();
    expect(cssShadow("0 1px #000, 0 1px #000, 0 1px #000, 0 1px #000")).toBeNull();
    expect(cssShadow("0 1px rgba(0, 0, 0, 0.1")).toBeNull();
  });

  it("read transforms of allow-listed functions only", () => {
    expect(cssTransform("translateY(-4px)")).toBe("translateY(-4px)");
    expect(cssTransform("translatey(-4px) scale(1.01)")).toBe("translateY(-4px) scale(1.01)");
    expect(cssTransform("rotate(2deg)")).toBe("rotate(2deg)");
    expect(cssTransform("none")).toBe("none");
    expect(cssTransform("scale(5)")).toBeNull();
    expect(cssTransform("rotate(90deg)")).toBeNull();
    expect(cssTransform("matrix(1, 0, 0, 1, 0, 0)")).toBeNull();
    expect(cssTransform("perspective(10px)")).toBeNull();
    expect(cssTransform("translate(1px, 2px, 3px)")).toBeNull();
  });

  it("read the small grammars: durations, ratios, weights, line heights, text case, fonts", () => {
    expect(cssTime("200ms")).toBe("200ms");
    expect(cssTime("0.3s")).toBe("0.3s");
    expect(cssTime("0")).toBe("0s");
    expect(cssTime("6s")).toBeNull();
    expect(cssTime("200")).toBeNull();
    expect(cssAspectRatio("16/9")).toBe("16 / 9");
    expect(cssAspectRatio("1.5")).toBe("1.5");
    expect(cssAspectRatio("0 / 1")).toBeNull();
    expect(cssFontWeight(600)).toBe("600");
    expect(cssFontWeight("650")).toBeNull();
    expect(cssLineHeight("1.3")).toBe("1.3");
    expect(cssLineHeight("24px")).toBe("24px");
    expect(cssLineHeight("9")).toBeNull();
    expect(cssTextTransform("UPPERCASE")).toBe("uppercase");
    expect(cssTextTransform("full-width")).toBeNull();
    expect(cssFontFamily("fraunces")).toBe("Fraunces");
    expect(cssFontFamily("Comic Sans MS")).toBeNull();
    expect(cssFontFamily("Inter, serif")).toBeNull();
  });

  it("read backgrounds: the site's own pictures and simple gradients", () => {
    const picture = "/media/library/abcdefghij0123456789/800.webp";
    expect(cssBackgroundImage(picture)).toBe(picture);
    expect(cssBackgroundImage("/media/scenes/savannah.1.svg")).toBe("/media/scenes/savannah.1.svg");
    expect(cssBackgroundImage("linear-gradient(180deg,#fff,#EEE)")).toBe(
      "linear-gradient(180deg, #fff, #eee)",
    );
    expect(cssBackgroundImage("linear-gradient(to bottom right, #fff, rgba(0,0,0,0.2))")).toBe(
      "linear-gradient(to bottom right, #fff, rgba(0, 0, 0, 0.2))",
    );
    expect(cssBackgroundImage("https://evil.example/x.png")).toBeNull();
    expect(cssBackgroundImage("//evil.example/x.png")).toBeNull();
    expect(cssBackgroundImage('/media/library/abcdefghij0123456789/800.webp")')).toBeNull();
    expect(cssBackgroundImage("radial-gradient(#fff, #000)")).toBeNull();
    expect(cssBackgroundImage("linear-gradient(180deg, #fff)")).toBeNull();
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1f5135", "#ffffff")).toBeGreaterThan(9);
    expect(contrastRatio("#d99a2b", "#ffffff")).toBeLessThan(4.5);
    expect(contrastRatio("#777777", "#777")).toBeCloseTo(1, 5);
    expect(contrastRatio("rgb(0, 0, 0)", "#fff")).toBeNull();
  });
});
