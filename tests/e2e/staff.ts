import { expect, type Page, type TestInfo } from "@playwright/test";
import { linkTo, readMail } from "./mail";

import { type StaffE2eArea, staffAddress } from "./staff-addresses";

// Signing in to the staff area in the end-to-end tests. The server under test
// makes the addresses of staff-addresses.ts super admins (SUPER_ADMIN_EMAILS in
// playwright.config.ts) once verified, as a real office's first admin is made.

const PASSWORD = "Ngorongoro Rim 2027";

async function signInPost(page: Page, email: string) {
  const response = await page.request.post("/login", {
    form: { email, password: PASSWORD, redirect: "/admin" },
    maxRedirects: 0,
  });
  return response.status() === 302 && (response.headers().location ?? "").endsWith("/admin");
}

/**
 * The page's context signed in as the office's admin for `area`: registered
 * and verified the first time, signed in again on a retry.
 */
export async function signInAsStaff(page: Page, area: StaffE2eArea, testInfo: TestInfo) {
  const email = staffAddress(area, testInfo.project.name);
  if (await signInPost(page, email)) return email;
  const created = await page.request.post("/register", {
    form: { email, fullName: "Neema Office", password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(created.status());
  const verification = await readMail(email, /verify-email/);
  await page.goto(linkTo(verification, "/verify-email"));
  // Signing in again is what grants the configured super admin role.
  await page.request.post("/logout", { maxRedirects: 0 });
  expect(await signInPost(page, email)).toBe(true);
  return email;
}
