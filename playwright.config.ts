import { defineConfig, devices } from "@playwright/test";
import { STAFF_E2E_ADDRESSES } from "./tests/e2e/staff-addresses";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
// tests/e2e/mail.ts reads the mail the server writes here.
export const DATA_DIR = `.tmp/e2e-${PORT}`;
// tests/e2e/outside-images.spec.ts serves pictures from here, as an outside image host.
export const IMAGE_HOST_PORT = PORT + 1000;
// tests/e2e/live-chat.spec.ts serves the live chat's script from here (decision 102).
export const CHAT_HOST_PORT = PORT + 1001;
// With E2E_DATABASE_URL (a PostgreSQL server, as in CI) the site runs on a fresh
// database there; otherwise on a fresh embedded PGlite, as `npm start` does.
// PGlite answers every query on the server's one thread: two browsers at once
// wait on it, where PostgreSQL works beside the server.
const E2E_DATABASE_SERVER = process.env.E2E_DATABASE_URL;
const E2E_DATABASE_NAME = `kilele_e2e_${PORT}`;
function e2eDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${E2E_DATABASE_NAME}`;
  return url.toString();
}

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
  // A trace records every step of every test; kept for a failure's retry only, as it costs CPU.
  // No service worker outside tests/e2e/offline.spec.ts (which allows it): a worker
  // answering from its cache would make the other specs depend on test order.
  use: {
    baseURL,
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
    serviceWorkers: "block",
    // The analytics banner (decision 098) is answered "no" up front, so it covers no button a spec
    // clicks; tests/e2e/analytics.spec.ts starts without the cookie.
    storageState: {
      cookies: [
        {
          name: "analytics_consent",
          value: "denied",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  },
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
    command: [
      `rm -rf ${DATA_DIR}`,
      E2E_DATABASE_SERVER
        ? `node scripts/fresh-database.mjs "${E2E_DATABASE_SERVER}" ${E2E_DATABASE_NAME}`
        : undefined,
      `node ${BUILD_DIR}/server/index.js`,
    ]
      .filter(Boolean)
      .join(" && "),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      ...(E2E_DATABASE_SERVER ? { DATABASE_URL: e2eDatabaseUrl(E2E_DATABASE_SERVER) } : {}),
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
      // A live chat configured, from a stand-in only tests/e2e/live-chat.spec.ts runs: it loads
      // only after analytics are accepted, which the other specs' visitors have declined.
      LIVE_CHAT_PROPERTY_ID: "e2echat",
      LIVE_CHAT_SCRIPT_ORIGIN: `http://127.0.0.1:${CHAT_HOST_PORT}`,
      // The staff area's tests sign in as these (tests/e2e/staff.ts), admins once verified.
      SUPER_ADMIN_EMAILS: STAFF_E2E_ADDRESSES.join(","),
    },
  },
});
