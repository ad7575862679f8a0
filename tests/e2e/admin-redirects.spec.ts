import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, PHONE, watchPageErrors } from "./fixtures";
import { signInAsStaff } from "./staff";

// Issue 15's acceptance: create a redirect from a logged 404 and follow it
// (301) in the browser; axe on the dashboard, the redirects (list, edit, delete) and the 404 log.

test(
  "a missing address, seen in the 404 log, becomes a 301 with one click",
  PHONE,
  async ({ page }, testInfo) => {
    await signInAsStaff(page, "redirects", testInfo);
    const missing = `/old-safari-${testInfo.project.name}-${Date.now()}`;

    const lost = await page.goto(missing);
    expect(lost?.status()).toBe(404);
    // From here on, no script error and no failed request but the refused save below (the 404 above was the point).
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
    // Sending it to itself is refused beside the field, what was typed kept.
    const to = page.getByLabel("To", { exact: true });
    await to.fill(missing);
    await page.getByRole("button", { name: "Save redirect" }).click();
    await expect(page.getByText("A redirect cannot send visitors to the same path.")).toBeVisible();
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(to).toHaveValue(missing);
    await to.fill("/tours");
    await page.getByRole("button", { name: "Save redirect" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Redirect saved" })).toContainText(
      `${missing} now sends visitors to /tours`,
    );
    await expect(page.getByRole("table")).toContainText(missing);
    await expectNoSeriousA11yViolations(page);

    // The redirect's own pages: its edit form and the delete confirmation (nothing deleted here).
    const row = page.getByRole("row").filter({ hasText: missing });
    const edit = await row
      .locator('a[href^="/admin/redirects/"]:not([href$="/delete"])')
      .first()
      .getAttribute("href");
    await page.goto(edit ?? "");
    await expect(page.getByLabel("From path")).toHaveValue(missing);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${edit}/delete`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const followed = await page.goto(`${missing}?utm_source=newsletter`);
    expect(followed?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/tours?utm_source=newsletter");
    const hop = await followed?.request().redirectedFrom()?.response();
    expect(hop?.status()).toBe(301);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Revenue by month" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The refused save above answered 400 on purpose.
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  },
);
