import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, isMobile, PHONE, waitForHydration } from "./fixtures";
import { linkTo, readMail } from "./mail";

const PASSWORD = "Ngorongoro-2610";

function newEmail(testInfo: { project: { name: string } }) {
  return `e2e.${testInfo.project.name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.org`;
}

async function signOut(page: Page, firstName: string) {
  if (isMobile(page)) {
    await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
  } else {
    await page.locator(".top-strip summary", { hasText: firstName }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("accounts", () => {
  test(
    "register, verify the email, sign out, sign in through a protected page, reset the password",
    PHONE,
    async ({ page }, testInfo) => {
      // Eleven pages and two emails: a long journey, not a slow page.
      test.setTimeout(120_000);
      const email = newEmail(testInfo);

      await page.goto("/register?redirect=%2Ftours");
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      await page.getByRole("main").getByLabel("Full name").fill("Juma Kileo");
      await page.getByRole("main").getByLabel("Email").fill(email);
      await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("main").getByLabel("Confirm password").fill(PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/tours$/);

      const verification = await readMail(email, /verify-email/);
      await page.goto(linkTo(verification, "/verify-email"));
      await expect(page.getByRole("heading", { level: 1, name: "Email verified" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto("/about");
      await waitForHydration(page, 'form[action="/logout"]');
      // Sign-out forgets what this tab kept about the person, not only the server session.
      await page.evaluate(() => {
        sessionStorage.setItem("kilele.booking-draft", "{}");
        localStorage.setItem("kilele.auth.hint", "juma");
      });
      await signOut(page, "Juma");
      // React Router's ScrollRestoration writes its own key again on the next page: check ours.
      expect(
        await page.evaluate(() => [
          sessionStorage.getItem("kilele.booking-draft"),
          localStorage.getItem("kilele.auth.hint"),
        ]),
      ).toEqual([null, null]);

      // A protected page sends the visitor to sign in, then back to it.
      await page.goto("/wishlist");
      await expect(page).toHaveURL(/\/login\?redirect=%2Fwishlist$/);
      await expect(page.getByText("Please sign in to continue.")).toBeVisible();
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/wishlist$/);
      await signOut(page, "Juma");

      // Password reset by email.
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
      await page.getByRole("main").getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
      const reset = await readMail(email, /reset-password/);
      await page.goto(linkTo(reset, "/reset-password"));
      await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("main").getByLabel("New password", { exact: true }).fill("Tarangire-1970");
      await page.getByRole("main").getByLabel("Confirm password").fill("Tarangire-1970");
      await page.getByRole("button", { name: "Save new password" }).click();
      await expect(page.getByText("Your password has been changed.")).toBeVisible();
      await signIn(page, email, PASSWORD);
      await expect(page.getByRole("alert")).toContainText("The email or password is incorrect.");
      await signIn(page, email, "Tarangire-1970");
      await expect(page).toHaveURL(/\/account$/);
    },
  );

  test("shows translated errors next to the fields", async ({ page }) => {
    await page.goto("/login?lang=es");
    await page.getByRole("main").getByLabel("Correo electrónico").fill("no-es-un-correo");
    await page.getByRole("main").getByLabel("Contraseña", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Formato de correo electrónico no válido")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Correo electrónico")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  for (const path of ["/login", "/register", "/reset-password", "/login?lang=zh", "/unauthorized"]) {
    test(`${path} is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
