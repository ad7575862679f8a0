import { cp, rm } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Copies the committed migrations into the server build (`build/server/migrations`),
 * so the built server applies them from beside itself whatever the working
 * directory, and a deployment needs only the build folder and node_modules
 * (decision 041).
 */
export function copyMigrationsIntoServerBuild(source = "app/db/migrations"): Plugin {
  let root = process.cwd();
  return {
    name: "kilele:server-migrations",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(output) {
      if (this.environment.config.consumer !== "server" || !output.dir) return;
      const target = path.join(output.dir, "migrations");
      await rm(target, { recursive: true, force: true });
      await cp(path.resolve(root, source), target, { recursive: true });
    },
  };
}
