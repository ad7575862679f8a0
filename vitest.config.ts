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
    // Integration files spend much of their time waiting on a server process,
    // so two files at once pay off even on two cores (vitest's default is one there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
