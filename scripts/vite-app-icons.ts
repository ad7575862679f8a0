import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

/** The installed app's icons (manifest and home screens), drawn from the site's own mark. */
export const APP_ICONS = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/maskable-512.png", size: 512, purpose: "maskable" },
  { file: "icons/apple-touch-icon.png", size: 180, purpose: "apple" },
] as const;

/** The brand's default primary colour: the maskable icon's background, the mark's own. */
const MASKABLE_BACKGROUND = "#1f5135";
/** A maskable icon keeps its picture inside the central 80% circle; 70% leaves room. */
const MASKABLE_SCALE = 0.7;

/**
 * Renders public/favicon.svg (the site's mark) into the PNG icons of the web
 * app manifest, in the client build's folder (never in the source tree), so
 * the icons always match the artwork and nothing generated is committed.
 */
export function appIcons(source = "public/favicon.svg"): Plugin {
  return {
    name: "kilele:app-icons",
    apply: "build",
    async writeBundle(output) {
      if (this.environment.config.consumer !== "client" || !output.dir) return;
      const outDir = output.dir;
      const svg = await readFile(path.resolve(source));
      await mkdir(path.join(outDir, "icons"), { recursive: true });
      await Promise.all(
        APP_ICONS.map(async ({ file, size, purpose }) => {
          const target = path.join(outDir, file);
          if (purpose !== "maskable") {
            await sharp(svg, { density: 72 * (size / 48) * 1.2 })
              .resize(size, size)
              .png()
              .toFile(target);
            return;
          }
          const inner = Math.round(size * MASKABLE_SCALE);
          const mark = await sharp(svg, { density: 72 * (inner / 48) * 1.2 })
            .resize(inner, inner)
            .png()
            .toBuffer();
          await sharp({ create: { width: size, height: size, channels: 4, background: MASKABLE_BACKGROUND } })
            .composite([{ input: mark, gravity: "center" }])
            .png()
            .toFile(target);
        }),
      );
    },
  };
}
