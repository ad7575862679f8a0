import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import de from "#app/i18n/locales/de/admin-media.json";
import { cookieClient, locationOf } from "#tests/browser";
import { decompressionBombPng, noisyPng, SVG_AS_JPEG, samplePicture } from "#tests/images";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The media library over HTTP (issue 16, "Uploads"): the upload address's own
// body cap answers 413 before anything is read or written, a real upload goes
// through the plain multipart form and is served with long cache headers, a
// refused one answers 415/422 with the reason on the page in the staff
// member's language, and alt text and delete work from their forms. The
// hostile files are tested at length in app/modules/media/library.

const mediaDir = mkdtempSync(path.join(tmpdir(), "kilele-media-http-"));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const site = setUpSeededServer(staffFixtures, { MEDIA_DIR: mediaDir });
const { get, post } = cookieClient(() => site.server.url);

let staff = "";
async function staffCookie() {
  staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  return staff;
}

const filesInMediaDir = () => readdirSync(mediaDir, { recursive: true }).map(String);

async function upload(bytes: Uint8Array, name: string, type = "image/jpeg", language = "en") {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${site.server.url}/admin/media/upload`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { origin: site.server.url, cookie: `${await staffCookie()}; lang=${language}` },
  });
}

/** Sends up to 50 MB as fast as the server takes it; stops at its answer. */
function sendFiftyMegabytes(cookie: string) {
  const total = 50 * 1024 * 1024;
  const chunk = Buffer.alloc(256 * 1024, 0xff);
  return new Promise<{ status: number; ms: number; sent: number }>((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let answered = false;
    const req = httpRequest(new URL("/admin/media/upload", site.server.url), {
      method: "POST",
      headers: {
        origin: site.server.url,
        cookie,
        "content-type": "multipart/form-data; boundary=----kilele",
        "content-length": String(total),
      },
    });
    // The status is what counts: the server keeps the socket open a moment for the client to read it.
    req.on("response", (res) => {
      answered = true;
      resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, sent });
      req.destroy();
    });
    // The server closes the connection after its answer: writing on then fails, as it should.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", write);
          return;
        }
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe("uploading", () => {
  it("answers a 50 MB upload with 413 at once, having written nothing", async () => {
    const answer = await sendFiftyMegabytes(await staffCookie());
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(5000);
    expect(answer.sent).toBeLessThan(25 * 1024 * 1024);
    expect(filesInMediaDir()).toEqual([]);
  });

  it("takes a picture from the plain form, sends to its page, and serves its variants for a year", async () => {
    const picture = await noisyPng(640, 360);
    // Larger than BODY_LIMIT_BYTES (64 kB): only the upload address takes it.
    expect(picture.length).toBeGreaterThan(65_536);
    const response = await upload(picture, "../../serengeti.png", "image/png");
    expect(response.status).toBe(303);
    const location = locationOf(response);
    expect(location).toMatch(/^\/admin\/media\/\d+\?uploaded=1$/);
    const page = await get(location, await staffCookie());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Image uploaded. Write its English alt text below");
    const key = /\/media\/library\/([a-z0-9]{24})\/640\.webp/.exec(html)?.[1] ?? "";
    expect(key).not.toBe("");
    expect(html).toContain("serengeti.png");
    // Only the key's folder of variants: nothing named after the upload, nothing outside.
    expect(filesInMediaDir().sort()).toEqual(
      [key, ...["400.avif", "400.webp", "640.avif", "640.webp"].map((file) => path.join(key, file))].sort(),
    );

    const image = await get(`/media/library/${key}/640.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The site's headers say it too (server/security-headers.ts): browsers read the first value.
    expect(image.headers.get("x-content-type-options")?.split(",")[0]).toBe("nosniff");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    for (const bad of [
      `/media/library/${key}/800.webp`,
      `/media/library/${key}/640.png`,
      `/media/library/${key}/..%2F..%2Fpglite`,
      "/media/library/..%2F..%2Fetc/640.webp",
      "/media/library/short/640.webp",
    ]) {
      const answer = await get(bad);
      expect(answer.status, bad).toBe(404);
      await answer.body?.cancel();
    }

    const list = await (await get("/admin/media?q=serengeti", await staffCookie())).text();
    expect(list).toContain(`src="/media/library/${key}/400.webp"`);
    expect(list).toContain("Needs English alt text");
  });

  it("refuses an SVG named .jpg with 415 and a 30,000 px PNG with 422, the reason in German on the page", async () => {
    const svg = await upload(SVG_AS_JPEG, "logo.jpg", "image/jpeg", "de");
    expect(svg.status).toBe(415);
    const svgPage = await svg.text();
    expect(svgPage).toMatch(/id="media-upload-error"/);
    expect(svgPage).toContain(de.errors.type);
    // The same reason for the form's script, which sends with XMLHttpRequest.
    expect(decodeURIComponent(svg.headers.get("x-upload-error") ?? "")).toBe(de.errors.type);

    const bomb = await upload(decompressionBombPng(), "bomb.png", "image/png", "de");
    expect(bomb.status).toBe(422);
    expect(await bomb.text()).toContain("30000 × 30000 Pixel");

    const none = await post("/admin/media/upload", {}, await staffCookie());
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose an image file to upload.");
  });
});

describe("alt text and deleting from the forms", () => {
  it("saves alt text, refuses a stale save with 409, and deletes an unused picture with its files", async () => {
    const created = await upload(await samplePicture("jpeg", 300, 200), "kopje.jpg");
    const address = locationOf(created).replace(/\?.*$/, "");
    const id = address.split("/").pop() ?? "";
    const alt = {
      version: "0",
      alt_en: "A granite kopje at sunset",
      alt_de: "Ein Granit-Kopje bei Sonnenuntergang",
    };
    const saved = await post(address, alt, await staffCookie());
    expect(saved.status).toBe(302);
    expect(locationOf(saved)).toBe(`${address}?saved=1`);
    const stale = await post(address, { ...alt, alt_en: "Too late" }, await staffCookie());
    expect(stale.status).toBe(409);
    const stalePage = await stale.text();
    expect(stalePage).toContain("Someone else saved this record");
    // What was typed stays in the form.
    expect(stalePage).toContain('value="Too late"');

    const detail = await (await get(address, await staffCookie())).text();
    const key = /\/media\/library\/([a-z0-9]{24})\//.exec(detail)?.[1] ?? "";
    expect(detail).toContain('alt="A granite kopje at sunset"');
    expect(filesInMediaDir()).toContain(path.join(key, "300.webp"));

    const confirm = await get(`${address}/delete`, await staffCookie());
    expect(await confirm.text()).toContain("Delete the image");
    const deleted = await post(`${address}/delete`, { version: "1" }, await staffCookie());
    expect(deleted.status).toBe(302);
    expect(locationOf(deleted)).toBe("/admin/media?deleted=kopje.jpg");
    expect(filesInMediaDir().filter((entry) => entry.startsWith(key))).toEqual([]);
    expect((await get(`/admin/media/${id}`, await staffCookie())).status).toBe(404);
    expect((await get(`/media/library/${key}/300.webp`)).status).toBe(404);
  });
});
