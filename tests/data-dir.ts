import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "#app/modules/config/env.server";

/**
 * A DATA_DIR of the test file's own: a new temporary folder (named from
 * `prefix`) set as DATA_DIR before the file's tests, and after them DATA_DIR
 * as it was and the folder gone. Returns the folder (once `beforeAll` has run).
 */
export function setUpDataDir(prefix: string): () => string {
  let dataDir: string | undefined;
  const previous = process.env.DATA_DIR;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), prefix));
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
    resetEnvCache();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!dataDir) throw new Error("setUpDataDir: the folder is ready only once beforeAll has run");
    return dataDir;
  };
}
