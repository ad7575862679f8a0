import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so the React Router plugin does not load in tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // Migrates and seeds once per run; each file copies the result (tests/db.ts).
    globalSetup: ["./tests/global-setup.ts"],
    setupFiles: ["./tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One module registry per worker, not per file: re-importing the app for
    // each of two hundred files cost about as much as their tests did. It asks
    // every file to set up what it uses (its database: tests/db.ts) and every
    // module-level cache to be cleared by the tests that fill it.
    isolate: false,
    // Integration files spend much of their time waiting on a server process,
    // so two files at once pay off even on two cores (vitest's default is one there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
