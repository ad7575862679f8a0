import { expect, type Page, type TestInfo } from "@playwright/test";
import { linkTo, readMail } from "./mail";
import { type StaffE2eArea, staffAddress } from "./staff-addresses";

// Signing in to the staff area in the end-to-end tests. The server under test
// makes the addresses of staff-addresses.ts super admins (SUPER_ADMIN_EMAILS in
// playwright.config.ts) once verified, as a real office's first admin is made.

const PASSWORD = "Ngorongoro Rim 2027";

/** Signs the page's context in and says whether /admin now opens (the role is the server's). */
async function signedInAsStaff(page: Page, email: string): Promise<boolean> {
  const signIn = await page.request.post("/login", {
    form: { email, password: PASSWORD, redirect: "/admin" },
    maxRedirects: 0,
  });
  if (signIn.status() !== 302) return false;
  const admin = await page.request.get("/admin", { maxRedirects: 0 });
  return admin.status() === 200;
}

/**
 * The page's context signed in as the office's admin for `area`: registered
 * and verified the first time, signed in again on a retry. Two tests of one
 * area may start together: the one whose registration is refused (the other
 * made the account) waits until that account is verified.
 */
export async function signInAsStaff(page: Page, area: StaffE2eArea, testInfo: TestInfo) {
  const email = staffAddress(area, testInfo.project.name);
  if (await signedInAsStaff(page, email)) return email;
  const created = await page.request.post("/register", {
    form: { email, fullName: "Neema Office", password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  });
  if ([302, 303].includes(created.status())) {
    const verification = await readMail(email, /verify-email/);
    await page.goto(linkTo(verification, "/verify-email"));
    await page.request.post("/logout", { maxRedirects: 0 });
  }
  // Signing in after the verification is what grants the configured super admin role.
  await expect.poll(() => signedInAsStaff(page, email), { timeout: 30_000 }).toBe(true);
  return email;
}
