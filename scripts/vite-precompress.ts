import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every compressible
 * asset of the client build, so the server sends the smallest files without
 * compressing on each request: on-the-fly brotli runs at a low quality to stay
 * fast and leaves about 13% on the table (decision 018).
 */
export function precompressAssets(): Plugin {
  return {
    name: "kilele:precompress-assets",
    apply: "build",
    async writeBundle(output, bundle) {
      if (this.environment.config.consumer !== "client" || !output.dir) return;
      const outDir = output.dir;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
