import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, PHONE, waitForHydration } from "./fixtures";
import { readMail } from "./mail";
import { signInAsStaff } from "./staff";

// Issue 15, items 5 to 7: a traveller's question answered by email from the
// staff area (the acceptance's "answer an enquiry by email"), at desktop size
// and at 375 px, and axe on the people pages.

// Both tests sign in as this area's office address: one at a time, so that the
// first registers it and the second signs in (two registering at once collide).
test.describe.configure({ mode: "serial" });

test("staff answer a traveller's enquiry by email from the inbox", PHONE, async ({ page }, testInfo) => {
  const email = `asks-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" });
  await waitForHydration(page, "#contact-form-title");
  await form.getByLabel("Full name").fill("Zawadi Traveller");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Subject").selectOption("general");
  await form.getByLabel("Message", { exact: true }).fill("Can we see the wildebeest cross in August?");
  await form.getByLabel(/I agree to be contacted/).check();
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toContainText("We will contact you within 24 hours");

  await signInAsStaff(page, "enquiries", testInfo);
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
  const inbox = page.getByTestId("enquiries");
  await expect(inbox).toContainText("Zawadi Traveller");
  await expect(inbox).toContainText("New");
  await expectNoSeriousA11yViolations(page);

  await inbox.locator("tbody").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Contact message");
  await expect(page.getByText("Can we see the wildebeest cross in August?")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const answer = `Yes: late August at the Mara River is the best time (${testInfo.project.name}).`;
  await waitForHydration(page, "#enquiry-reply-body");
  await page.getByLabel(`Your reply to ${email}`).fill(answer);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply sent" })).toBeVisible();
  await expect(page.locator(".admin-thread")).toContainText(answer);
  await expect(page.getByTestId("enquiry-wait")).toContainText("answered after");

  const mail = await readMail(email, /Mara River/, /Re: your enquiry #\d+/);
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain("Hello Zawadi Traveller,");

  await page.goto(`/admin/enquiries?status=answered&q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("enquiries")).toContainText("Answered");
});

// Desktop only: admin-frame.spec.ts runs axe on every section's first page at 375 px too.
test("the people pages pass axe", async ({ page }, testInfo) => {
  await signInAsStaff(page, "enquiries", testInfo);
  for (const path of [
    "/admin/subscribers",
    "/admin/users",
    "/admin/security",
    "/admin/security?list=failures",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto("/admin/users?role=admin");
  await page.getByTestId("users").locator("tbody").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: "Loyalty points" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
