import { defineConfig, devices } from "@playwright/test";
import { STAFF_E2E_ADDRESSES } from "./tests/e2e/staff-addresses";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
// tests/e2e/mail.ts reads the mail the server writes here.
export const DATA_DIR = `.tmp/e2e-${PORT}`;
// tests/e2e/outside-images.spec.ts serves pictures from here, as an outside image host.
export const IMAGE_HOST_PORT = PORT + 1000;

// Debian's Chromium, never a downloaded browser (see STACK-NOTES / docs/decisions).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // CI's machine is slower than a laptop and shares two cores with the server:
  // generous limits there, so a test fails on behaviour and not on a busy moment.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Only the tests tagged PHONE (tests/e2e/fixtures.ts): where a phone's layout or code differs.
      name: "mobile",
      grep: /@phone/,
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 812 }, launchOptions },
    },
  ],
  webServer: {
    // A fresh embedded database each run; the rates service is unreachable, as offline.
    command: `rm -rf ${DATA_DIR} && node ${BUILD_DIR}/server/index.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      LOG_LEVEL: "warn",
      RATES_URL: "http://127.0.0.1:9/rates",
      // Mail lands in DATA_DIR/mail as .eml files (no SMTP): tests read it there, quickly.
      OUTBOX_POLL_MS: "300",
      // Every test signs up from 127.0.0.1: the mail-form and password-check limits
      // (tested in tests/integration/form-limits.test.ts) would stop the run.
      MAIL_FORM_MAX_PER_ADDRESS: "10000",
      PASSWORD_CHECK_MAX_PER_ADDRESS: "10000",
      // The stand-in image host is an allowed outside origin (Content-Security-Policy img-src).
      IMAGE_HOSTS: `http://127.0.0.1:${IMAGE_HOST_PORT}`,
      // The staff area's tests sign in as these (tests/e2e/staff.ts), admins once verified.
      SUPER_ADMIN_EMAILS: STAFF_E2E_ADDRESSES.join(","),
    },
  },
});
