import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { IMAGE_HOST_PORT } from "../../playwright.config";

// Issue 11, defect 12: img-src allowed only our origin, so pictures from the
// image hosts the code supports showed broken. The e2e server is started with
// IMAGE_HOSTS naming a local stand-in host (playwright.config.ts); a picture
// from there loads under the page's real policy, one from an unlisted origin
// (the same stand-in, addressed as "localhost") is blocked.

// A 2 × 1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DA0MAAAAcBAYCZKJN9AAAAAElFTkSuQmCC",
  "base64",
);

/** The stand-in image host: every path answers the PNG. */
async function startImageHost(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
    res.end(PNG);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(IMAGE_HOST_PORT, "127.0.0.1", resolve);
  });
  return server;
}

type Watched = Window & { cspViolations: string[] };

test("a picture from an allowed outside host loads with no policy violation; others are blocked", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one stand-in on a fixed port; the policy is the same at every size",
  );
  const imageHost = await startImageHost();
  try {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as Watched).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await page.goto("/tours");

    const load = (src: string) =>
      page.evaluate(
        (address) =>
          new Promise<number>((resolve) => {
            const img = document.createElement("img");
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(0);
            img.src = address;
            document.body.append(img);
          }),
        src,
      );
    const violations = () => page.evaluate(() => (window as unknown as Watched).cspViolations);

    expect(await load(`http://127.0.0.1:${IMAGE_HOST_PORT}/photo.png?w=800`)).toBe(2);
    expect(await violations()).toEqual([]);

    // Not listed: the policy blocks it, and the test does see a violation.
    expect(await load(`http://localhost:${IMAGE_HOST_PORT}/photo.png`)).toBe(0);
    await expect.poll(violations).toEqual([`img-src http://localhost:${IMAGE_HOST_PORT}/photo.png`]);
  } finally {
    await new Promise((resolve) => imageHost.close(resolve));
  }
});
