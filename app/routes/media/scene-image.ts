import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "react-router";
import { SCENE_NAMES, type SceneName } from "#app/domain/media/images";
import { renderSceneSvg } from "#app/domain/media/scenes";
import { isImageWidth, RASTER_CONTENT_TYPES, renderSceneRaster } from "#app/modules/media/raster.server";

/**
 * `/media/scenes/:file`: the site's drawn pictures.
 *   {scene}.{variant}.svg          the drawing itself
 *   {scene}.{variant}.w{width}.webp  and .jpg, for `srcset`
 * The bytes for a URL never change between deploys unless the drawing does,
 * and the ETag follows the drawing, so browsers revalidate cheaply.
 */

const FILE = /^([a-z-]+)\.(\d{1,3})\.(?:(svg)|w(\d{2,4})\.(webp|jpg))$/;

const CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";

type Parsed =
  | { scene: SceneName; variant: number; kind: "svg" }
  | { scene: SceneName; variant: number; kind: "raster"; width: number; format: "webp" | "jpeg" };

function parseFile(file: string): Parsed | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const scene = match[1] as SceneName;
  if (!SCENE_NAMES.includes(scene)) return null;
  const variant = Number(match[2]);
  if (match[3] === "svg") return { scene, variant, kind: "svg" };
  const width = Number(match[4]);
  if (!isImageWidth(width)) return null;
  return { scene, variant, kind: "raster", width, format: match[5] === "jpg" ? "jpeg" : "webp" };
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Does If-None-Match (a list, maybe weak, maybe `*`) name this tag? */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = parseFile(params.file ?? "");
  if (!parsed) return notFound();

  const svg = renderSceneSvg(parsed.scene, parsed.variant);
  // The ETag hashes the drawing plus the output form, so a 304 needs no raster work.
  const form = parsed.kind === "svg" ? "svg" : `${parsed.width}.${parsed.format}`;
  const etag = `"${createHash("sha1").update(svg).update(form).digest("base64url").slice(0, 22)}"`;
  const contentType = parsed.kind === "svg" ? "image/svg+xml" : RASTER_CONTENT_TYPES[parsed.format];
  const headers = new Headers({
    "Cache-Control": CACHE_CONTROL,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  });

  if (matches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }

  headers.set("Content-Type", contentType);
  if (parsed.kind === "svg") return new Response(svg, { status: 200, headers });

  const buffer = await renderSceneRaster({
    scene: parsed.scene,
    variant: parsed.variant,
    width: parsed.width,
    format: parsed.format,
  });
  headers.set("Content-Length", String(buffer.length));
  return new Response(new Uint8Array(buffer), { status: 200, headers });
}
