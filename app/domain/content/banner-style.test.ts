import { describe, expect, it } from "vitest";
import { readGradient, readHexColor, safeBannerStyle } from "./banner-style";

// A banner's colours and gradient go into a style attribute on the home page:
// only hex colours and one linear-gradient of plain colour stops get there.

describe("readGradient", () => {
  it("takes the seed's gradients and writes them one way", () => {
    expect(readGradient("linear-gradient(90deg, rgba(0,0,0,0.65) 0%, rgba(0,0,0,0.1) 70%)")).toBe(
      "linear-gradient(90deg,rgba(0,0,0,0.65) 0%,rgba(0,0,0,0.1) 70%)",
    );
    expect(readGradient("  Linear-Gradient( to right ,  #1F5135 ,transparent )")).toBe(
      "linear-gradient(to right,#1f5135,transparent)",
    );
    expect(readGradient("linear-gradient(to top left, rgb(31, 81, 53) 10.5%, #0008 90%)")).toBe(
      "linear-gradient(to top left,rgb(31,81,53) 10.5%,#0008 90%)",
    );
  });

  it("refuses anything that could load or inject something, or is not a plain gradient", () => {
    for (const value of [
      "url(https://tracker.example/p.gif)",
      "linear-gradient(90deg, #000, #fff), url(/x.png)",
      "linear-gradient(90deg,#000 0%,#fff 100%);color:red",
      "linear-gradient(90deg, red, blue)",
      "radial-gradient(#000, #fff)",
      "linear-gradient(90deg, var(--x), #fff)",
      "linear-gradient(90deg, #000)",
      "linear-gradient(90deg, rgba(300,0,0,1) 0%, #fff)",
      "linear-gradient(90deg, rgba(0,0,0,2), #fff)",
      "linear-gradient(90deg, rgb(0,0,0,1), #fff)",
      "linear-gradient(90deg, #000 120%, #fff)",
      `linear-gradient(90deg, ${"#000 1%, ".repeat(60)}#fff)`,
      "",
    ]) {
      expect(readGradient(value), value).toBeNull();
    }
  });
});

describe("readHexColor and safeBannerStyle", () => {
  it("keeps #rgb and #rrggbb, lower-cased, and nothing else", () => {
    expect(readHexColor(" #D99A2B ")).toBe("#d99a2b");
    expect(readHexColor("#fff")).toBe("#fff");
    expect(readHexColor("red")).toBeNull();
    expect(readHexColor("#ffff")).toBeNull();
    expect(readHexColor("#fff;background:url(x)")).toBeNull();
    expect(readHexColor(null)).toBeNull();
  });

  it("drops the unsafe styles of an older row and keeps the rest", () => {
    const banner = {
      title: "Old",
      gradientOverlay: "url(//evil.example/x)",
      textColor: "#FFFFFF",
      titleHighlightColor: "expression(alert(1))",
    };
    expect(safeBannerStyle(banner)).toEqual({
      title: "Old",
      gradientOverlay: null,
      textColor: "#ffffff",
      titleHighlightColor: null,
    });
  });
});
