// Starts the built site (BUILD_DIR, default build/) on a fresh embedded
// database in a temporary folder, for the measuring scripts: the rates service
// is unreachable, as offline. stop() ends the server and removes its data.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export async function startBuiltServer({ port, env = {} }) {
  const serverEntry = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");
  if (!existsSync(serverEntry)) throw new Error(`Build first (npm run build): ${serverEntry} is missing`);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "kilele-script-"));
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      RATES_URL: "http://127.0.0.1:9/",
      ...env,
    },
    stdio: "inherit",
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function waitForReady(base, server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch (error) {
      if (i % 20 === 19)
        console.error(
          `waiting for the server: ${error.cause?.message ?? error.cause?.code ?? error.message}`,
        );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become ready");
}

/** The path (with query) of every page the running site's sitemap lists, once each. */
export async function sitemapPaths(base) {
  const xml = await fetch(`${base}/sitemap.xml`).then((response) => response.text());
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
  return [...new Set(paths)];
}
