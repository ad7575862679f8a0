import type { LoaderFunctionArgs } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loader } from "#app/routes/media/scene-image";
import { setUpDataDir } from "#tests/data-dir";

setUpDataDir("kilele-scene-route-");

async function get(file: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost/media/scenes/${file}`, { headers });
  const result = await loader({ request, params: { file }, context: {} } as unknown as LoaderFunctionArgs);
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

describe("GET /media/scenes/:file", () => {
  it("serves the SVG with long-lived caching and an ETag", async () => {
    const res = await get("kilimanjaro.7.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=604800, stale-while-revalidate=86400");
    expect(res.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    const body = await res.text();
    expect(body.startsWith("<svg")).toBe(true);
    expect(body.endsWith("</svg>")).toBe(true);
  });

  it("serves WebP and JPEG at the widths of the srcset", async () => {
    const webp = await get("giraffes.2.w400.webp");
    expect(webp.status).toBe(200);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);

    const jpg = await get("giraffes.2.w400.jpg");
    expect(jpg.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).format).toBe("jpeg");
    expect(jpg.headers.get("ETag")).not.toBe(webp.headers.get("ETag"));
  });

  it("gives different pictures different ETags", async () => {
    const a = await get("savannah.1.svg");
    const b = await get("savannah.2.svg");
    expect(a.headers.get("ETag")).not.toBe(b.headers.get("ETag"));
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("lion.4.w800.webp");
    const etag = first.headers.get("ETag") ?? "";
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("lion.4.w800.webp", { "If-None-Match": header });
      expect(again.status).toBe(304);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    const stale = await get("lion.4.w800.webp", { "If-None-Match": '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it.each([
    "unicorn.1.svg",
    "savannah.1.w500.webp",
    "savannah.1.w400.png",
    "savannah.1.png",
    "savannah.1000.svg",
    "savannah.svg",
    "Savannah.1.svg",
    "../savannah.1.svg",
    "",
  ])("answers 404 to %j", async (file) => {
    const res = await get(file);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
  });
});
