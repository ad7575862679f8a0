import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandingCss, DEFAULT_BRANDING } from "#app/modules/branding/branding.server";
import { fontFamily, monospaceFontFamily } from "#app/modules/email/templates/layout.server";
import { CJK_FONT_FAMILIES, fontStack } from "./font-stacks";

// Issue 11, defect 5: Chinese pages showed empty boxes where no stack named a
// face with Chinese glyphs. Every font stack the site writes (its stylesheets,
// the branding's custom properties, the emails' inline styles) names the
// common system Chinese faces after its Latin faces.

const APP_DIR = path.resolve(import.meta.dirname, "..");
const GENERIC = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy"]);
const KEYWORDS = new Set(["inherit", "initial", "unset", "revert"]);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return entry.name.endsWith(".css") ? [file] : [];
  });
}

/** The family names of a font-family value (a `var(--x, fallback…)` counts by its fallback). */
function families(value: string): string[] {
  return value
    .replace(/var\(\s*--[\w-]+\s*,?/g, "")
    .replace(/\)/g, "")
    .split(",")
    .map((name) => name.trim().replace(/^["']|["']$/g, ""))
    .filter(Boolean);
}

/** Every font stack a stylesheet declares: font-family values and --font-* properties, outside @font-face. */
function stacksOf(css: string): string[] {
  const withoutFaces = css.replace(/@font-face\s*\{[^}]*\}/g, "").replace(/\/\*[\s\S]*?\*\//g, "");
  return [...withoutFaces.matchAll(/(?:font-family|--font-[\w-]+)\s*:\s*([^;}]+)/g)].map((m) => m[1] ?? "");
}

/** What is wrong with one stack, or null: a stack that names faces lists the Chinese ones after them. */
function problem(stack: string): string | null {
  const names = families(stack);
  const faces = names.filter((name) => !GENERIC.has(name) && !KEYWORDS.has(name));
  if (faces.length === 0) return null; // only var(--font-x) or a keyword: the property it reads is checked
  const positions = CJK_FONT_FAMILIES.map((face) => names.indexOf(face));
  if (positions.some((at) => at < 0)) return `${stack}: lacks some of ${CJK_FONT_FAMILIES.join(", ")}`;
  if (Math.min(...positions) === 0) return `${stack}: a Chinese face comes before the Latin ones`;
  const generic = names.findIndex((name) => GENERIC.has(name));
  if (generic >= 0 && generic < Math.max(...positions)) return `${stack}: the generic family comes first`;
  return null;
}

describe("font stacks name the system's Chinese faces", () => {
  it("in every stylesheet of the app", () => {
    const files = cssFiles(APP_DIR);
    expect(files.map((f) => path.relative(APP_DIR, f))).toContain("app.css");
    const stacks = files.flatMap((file) =>
      stacksOf(readFileSync(file, "utf8")).map((stack) => ({ file: path.relative(APP_DIR, file), stack })),
    );
    // The theme's own stacks and the stand-alone error page are among them.
    expect(stacks.filter((s) => families(s.stack).includes("Inter Fallback"))).not.toHaveLength(0);
    expect(stacks.filter((s) => families(s.stack).includes("Fraunces Fallback"))).not.toHaveLength(0);
    const problems = stacks.flatMap(({ file, stack }) => {
      const found = problem(stack);
      return found ? [`${file}: ${found}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("in the branding's heading and body stacks, whatever fonts staff choose", () => {
    for (const fonts of [DEFAULT_BRANDING.fonts, { heading: "Playfair Display", body: "Open Sans" }]) {
      const css = brandingCss({ ...DEFAULT_BRANDING, fonts });
      const stacks = stacksOf(css);
      expect(stacks).toHaveLength(2);
      for (const stack of stacks) expect(problem(stack)).toBeNull();
      expect(families(stacks[0] ?? "")[0]).toBe(fonts.heading);
      expect(families(stacks[1] ?? "")[0]).toBe(fonts.body);
    }
  });

  it("in the emails' inline styles", () => {
    expect(problem(fontFamily)).toBeNull();
    expect(problem(monospaceFontFamily)).toBeNull();
  });

  it("builds a stack as Latin faces, Chinese faces, generic family", () => {
    expect(fontStack(["Inter", "system-ui"], "sans-serif")).toBe(
      '"Inter",system-ui,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC",sans-serif',
    );
  });
});
