import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SCENE_NAMES } from "#app/domain/media/images";
import { renderSceneSvg } from "#app/domain/media/scenes";

const VARIANTS = [0, 1, 2, 3, 4, 7, 123, 999];

/**
 * A small well-formedness check: tags balance and no element repeats an
 * attribute (librsvg rejects both, and then the picture is blank).
 */
function checkXml(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)([^<>]*?)(\/?)>/g;
  let consumed = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    if (m.index !== consumed && svg.slice(consumed, m.index).trim() !== "") return `text at ${consumed}`;
    consumed = m.index + m[0].length;
    const [, closing, name, attrs = "", selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}> at ${m.index}`;
      continue;
    }
    const names = [...attrs.matchAll(/\s([\w:-]+)="[^"]*"/g)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return `repeated attribute in <${name}${attrs}>`;
    if (attrs.replace(/\s[\w:-]+="[^"]*"/g, "").trim() !== "") return `bad attributes in <${name}${attrs}>`;
    if (!selfClosing) stack.push(name as string);
  }
  if (consumed !== svg.length) return "trailing content";
  return stack.length === 0 ? null : `unclosed <${stack.join(">, <")}>`;
}

describe("renderSceneSvg", () => {
  for (const scene of SCENE_NAMES) {
    it(`draws ${scene} as a compact, well-formed, deterministic SVG`, async () => {
      const outputs = new Set<string>();
      for (const variant of VARIANTS) {
        const svg = renderSceneSvg(scene, variant);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000"')).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(checkXml(svg)).toBeNull();
        expect(svg.length).toBeLessThan(12 * 1024);
        expect(svg).not.toMatch(
          /NaN|undefined|Infinity|<text|<image|https?:\/\/(?!www\.w3\.org\/2000\/svg")/,
        );
        expect(renderSceneSvg(scene, variant)).toBe(svg);
        outputs.add(svg);
      }
      expect(outputs.size).toBe(VARIANTS.length);
      // librsvg is stricter than the check above: it must accept every variant.
      for (const variant of VARIANTS.slice(0, 4)) {
        const meta = await sharp(Buffer.from(renderSceneSvg(scene, variant)), { density: 7.2 }).metadata();
        expect(meta.width).toBe(160);
      }
    });
  }

  it("folds any number into the 0-999 variants", () => {
    expect(renderSceneSvg("savannah", 1000)).toBe(renderSceneSvg("savannah", 0));
    expect(renderSceneSvg("savannah", -3)).toBe(renderSceneSvg("savannah", 3));
    expect(renderSceneSvg("savannah", 2.7)).toBe(renderSceneSvg("savannah", 2));
  });

  it("gives the same variant a different picture in each scene", () => {
    const pictures = new Set(SCENE_NAMES.map((scene) => renderSceneSvg(scene, 5)));
    expect(pictures.size).toBe(SCENE_NAMES.length);
  });
});
