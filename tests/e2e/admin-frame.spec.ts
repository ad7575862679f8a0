import { expect, test } from "@playwright/test";
import { ADMIN_SECTIONS } from "../../app/components/admin/navigation";
import { expectNoSeriousA11yViolations, isMobile, PHONE, watchPageErrors } from "./fixtures";
import { signInAsStaff } from "./staff";

// The staff area's frame (issue 15, item 1): its own layout with no site
// shell, the side navigation (a menu on a phone), every section reachable by
// keyboard, axe clean on every section's first page, at desktop and 375 px.

test.describe("the staff area's frame", () => {
  test(
    "every section opens from the navigation, without the site shell",
    PHONE,
    async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const errors = watchPageErrors(page);
      await signInAsStaff(page, "frame", testInfo);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".site-header, .site-footer")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Back to the site" })).toBeVisible();

      for (const section of ADMIN_SECTIONS) {
        if (isMobile(page)) {
          // Below 60rem the navigation is a closed "Menu" disclosure, opened by keyboard.
          const menu = page.locator("details.admin-nav--menu");
          await expect(page.locator("nav.admin-nav--side")).toBeHidden();
          // The last page's navigation closes the menu once React has committed it: open it after that.
          await expect(async () => {
            if ((await menu.getAttribute("open")) === null) {
              await menu.locator("summary").focus();
              await page.keyboard.press("Enter");
            }
            await expect(menu).toHaveAttribute("open", "", { timeout: 1000 });
          }).toPass();
          await menu.locator(`a[href="${section.to}"]`).click();
        } else {
          await page.locator(`nav.admin-nav--side a[href="${section.to}"]`).click();
        }
        await expect(page).toHaveURL(new RegExp(`${section.to}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator(`a[href="${section.to}"][aria-current="page"]`).first()).toBeAttached();
        // Nothing wider than the phone's screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, section.to).toBeLessThanOrEqual(1);
        await expectNoSeriousA11yViolations(page);
      }
      expect(errors).toEqual([]);
    },
  );

  test("a list keeps its search in the URL", async ({ page }, testInfo) => {
    await signInAsStaff(page, "frame", testInfo);
    await page.goto("/admin/audit");
    await page.getByLabel("Search").fill("booking.refund");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]q=booking\.refund/);
    await expect(page.getByLabel("Search")).toHaveValue("booking.refund");
  });
});
