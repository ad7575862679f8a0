import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/config";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";
import { translation } from "./translated";

// The offline app over HTTP on the built server (issue 17, decision 099): the
// worker at /sw.js may control the whole site and is never served stale, the
// manifest names the site from its branding and lists icons that exist at
// their stated sizes, and /offline answers in every language.

const site = setUpSeededServer(staffFixtures);
const server = {
  get url() {
    return site.server.url;
  },
};

describe("the offline app's files", () => {
  it("serves /sw.js for scope / and never from a stale cache", async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("service-worker-allowed")).toBe("/");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    // Built by Workbox with the manifest injected: the precache lists the icons.
    expect(source).not.toContain("self.__WB_MANIFEST");
    expect(source).toContain("icons/icon-192.png");
    expect(source).toContain("kilele-pages-v1");
  });

  it("serves a web app manifest from the site branding, with real PNG icons", async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Kilele Safaris",
      short_name: "Kilele",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#1f5135",
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const file = await fetch(`${server.url}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata.format).toBe("png");
      expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
    }
    const apple = await sharp(
      Buffer.from(await (await fetch(`${server.url}/icons/apple-touch-icon.png`)).arrayBuffer()),
    ).metadata();
    expect(apple.width).toBe(180);
  });

  it("lists a narrow and a wide screenshot that exist at their sizes, labelled in the manifest's language", async () => {
    type Shot = { src: string; sizes: string; type: string; form_factor: string; label: string };
    const read = async (language: string) =>
      (await (
        await fetch(`${server.url}/manifest.webmanifest`, { headers: { cookie: `lang=${language}` } })
      ).json()) as { lang: string; screenshots: Shot[] };
    const english = await read("en");
    expect(english.screenshots.map((shot) => shot.form_factor)).toEqual(["narrow", "wide"]);
    for (const shot of english.screenshots) {
      const file = await fetch(`${server.url}${shot.src}`);
      expect(file.status, shot.src).toBe(200);
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`image/${metadata.format}`).toBe(shot.type);
      expect(`${metadata.width}x${metadata.height}`).toBe(shot.sizes);
      // Chrome shows a narrow screenshot taller than wide, a wide one wider than tall.
      const [width = 0, height = 0] = shot.sizes.split("x").map(Number);
      expect(shot.form_factor === "narrow" ? height > width : width > height, shot.src).toBe(true);
    }
    expect(english.screenshots[0]?.label).toBe(translation("en", "common:offlineApp.screenshotNarrow"));
    const german = await read("de");
    expect(german.lang).toBe("de");
    expect(german.screenshots[1]?.label).toBe(translation("de", "common:offlineApp.screenshotWide"));
  });

  it("links the manifest from every page's head", async () => {
    const html = await (await fetch(`${server.url}/tours`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  });

  it.each(LANGUAGES)("answers /offline in %s", async (language) => {
    const response = await fetch(`${server.url}/offline?lang=${language}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<h1 id="offline-title">${translation(language, "common:offlineApp.pageTitle")}</h1>`,
    );
    // Signed out: a page the worker may keep (no no-store).
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("marks a page rendered for a signed-in visitor no-store, so the worker never keeps it", async () => {
    const cookie = await sessionCookie(server.url, site.fixtures.staff.email);
    const signedIn = await fetch(`${server.url}/tours`, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const signedOut = await fetch(`${server.url}/tours`);
    expect(signedOut.headers.get("cache-control")).toBe("private, no-cache");
  });
});
