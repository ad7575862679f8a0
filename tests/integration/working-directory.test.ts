import { cpSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_DIR, type RunningServer, startServer } from "#tests/server";

// Issue 12, deliverable 8: every path the server needs (migrations, browser
// assets, the default DATA_DIR) is found from the build, never from the
// working directory (decision 041).

let elsewhere: string;
let server: RunningServer | undefined;
const cleanUp: string[] = [];

beforeEach(() => {
  elsewhere = mkdtempSync(path.join(tmpdir(), "kilele-cwd-"));
  cleanUp.push(elsewhere);
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
  for (const dir of cleanUp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** /readyz, the home page, a stylesheet it links and a picture it shows. */
async function expectServing(url: string) {
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const picture = /src="(\/media\/scenes\/[^"]+)"/.exec(html)?.[1];
  expect(stylesheet, "a stylesheet on the home page").toBeDefined();
  expect(picture, "a picture on the home page").toBeDefined();
  const css = await fetch(`${url}${stylesheet}`);
  expect(css.status).toBe(200);
  expect(css.headers.get("content-type")).toContain("text/css");
  const image = await fetch(`${url}${picture}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toMatch(/^image\//);
}

describe("the built server started from another working directory", () => {
  it("migrates, serves pages, assets and pictures, and writes nothing where it was started", async () => {
    server = await startServer({}, { cwd: elsewhere });
    await expectServing(server.url);
    expect(readdirSync(elsewhere)).toEqual([]);
  }, 120_000);

  it("keeps its default DATA_DIR beside the build, wherever the build was copied", async () => {
    // A deployment: the build folder and node_modules, nothing else of the project.
    const app = mkdtempSync(path.join(tmpdir(), "kilele-app-"));
    cleanUp.push(app);
    cpSync(BUILD_DIR, path.join(app, "build"), { recursive: true });
    symlinkSync(realpathSync("node_modules"), path.join(app, "node_modules"), "dir");

    // No DATA_DIR and no DATABASE_URL: the embedded database, made, migrated and seeded from scratch.
    server = await startServer(
      { DATA_DIR: "", DATABASE_URL: "" },
      { cwd: elsewhere, entry: path.join(app, "build/server/index.js") },
    );
    await expectServing(server.url);
    expect(existsSync(path.join(app, "data", "pglite"))).toBe(true);
    expect(readdirSync(elsewhere)).toEqual([]);
  }, 180_000);
});
