import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, PHONE, watchPageErrors } from "./fixtures";
import { signInAsStaff } from "./staff";

// Issue 15's acceptance: create a redirect from a logged 404 and follow it
// (301) in the browser; axe on the dashboard, the redirects and the 404 log.

test(
  "a missing address, seen in the 404 log, becomes a 301 with one click",
  PHONE,
  async ({ page }, testInfo) => {
    await signInAsStaff(page, "redirects", testInfo);
    const missing = `/old-safari-${testInfo.project.name}-${Date.now()}`;

    const lost = await page.goto(missing);
    expect(lost?.status()).toBe(404);
    // From here on, no script error and no failed request (the 404 above was the point).
    const errors = watchPageErrors(page);

    // The log is written in batches (a couple of seconds).
    const createLink = page.getByRole("link", { name: `Create a redirect from ${missing}` });
    await expect(async () => {
      await page.goto(`/admin/not-found?q=${encodeURIComponent(missing)}`);
      await expect(createLink).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);

    await createLink.click();
    await expect(page.getByLabel("From path")).toHaveValue(missing);
    await page.getByLabel("To", { exact: true }).fill("/tours");
    await page.getByRole("button", { name: "Save redirect" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Redirect saved" })).toContainText(
      `${missing} now sends visitors to /tours`,
    );
    await expect(page.getByRole("table")).toContainText(missing);
    await expectNoSeriousA11yViolations(page);

    const followed = await page.goto(`${missing}?utm_source=newsletter`);
    expect(followed?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/tours?utm_source=newsletter");
    const hop = await followed?.request().redirectedFrom()?.response();
    expect(hop?.status()).toBe(301);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Revenue by month" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  },
);
