import { afterEach, vi } from "vitest";

// A console.error during a test is a bug we did not assert on: fail loudly.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error called during a test: ${args.map(String).join(" ")}`);
};
process.env.LOG_LEVEL ??= "silent";
