import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration, watchPageErrors } from "./fixtures";
import { readMail } from "./mail";

const ACCOMMODATION = "/accommodations/crater-rim-highland-lodge";

test.describe("newsletter and enquiries", () => {
  test("subscribing in the footer: errors keep the email, then submitting, success, and the unsubscribe link", async ({
    page,
  }, testInfo) => {
    // Three sign-up attempts, two pages checked with axe.
    test.slow();
    const errors = watchPageErrors(page);
    const email = `footer-${testInfo.project.name}-${Date.now()}@example.com`;
    // The first two attempts fail without reaching the server (its own failures
    // are in tests/integration/conversations.test.ts); the third is held back a while.
    const attempts: Array<"refused" | "network" | "held"> = ["refused", "network", "held"];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/newsletter",
      async (route) => {
        const attempt = attempts.shift();
        if (attempt === "refused") {
          // What the server answers when an address has tried too often.
          return route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify({
              state: "error",
              message: "Too many attempts. Please try again later.",
              email,
            }),
          });
        }
        if (attempt === "network") return route.abort("connectionreset");
        await released;
        return route.continue();
      },
    );
    // The page's own clock: the success message goes after 5 s, and the checks
    // after it (axe, the welcome mail) can take longer on a busy machine.
    await page.clock.install();
    await page.goto("/about");
    await waitForHydration(page, "#newsletter-footer button[type=submit]");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    // Disabled while the email is empty.
    await expect(subscribe).toBeDisabled();
    await form.getByLabel("Email address").fill(email);
    await form.getByLabel("First name (optional)").fill("Asha");
    await expect(subscribe).toBeEnabled();
    const footer = page.getByRole("contentinfo");

    // The server's own message.
    await subscribe.click();
    await expect(footer.getByRole("alert")).toHaveText("Too many attempts. Please try again later.");
    await expect(form.getByLabel("Email address")).toHaveValue(email);
    // No answer at all: the form's own message, on the same page, with what was typed.
    await subscribe.click();
    await expect(footer.getByRole("alert")).toHaveText("Failed to subscribe. Please try again.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
    await expect(form.getByLabel("Email address")).toHaveValue(email);
    await expect(form.getByLabel("First name (optional)")).toHaveValue("Asha");

    // Submitting: the button is disabled until the answer comes.
    await subscribe.click();
    const busy = form.getByRole("button", { name: "Subscribing…" });
    await expect(busy).toBeDisabled();
    release();
    await expect(footer.getByRole("status")).toHaveText(
      "Successfully subscribed! Check your email for a welcome gift.",
    );
    // From here only runFor would move the page's clock: the message stays.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await expect(footer.getByRole("button", { name: "Subscribe another email" })).toBeVisible();
    // The page did not navigate: the form answered in place.
    await expect(page).toHaveURL("/about");

    const welcome = await readMail(email, /WELCOME[A-Z0-9]{4}/);
    const link = /href="([^"]*\/unsubscribe\?email=[^"]+)"/.exec(welcome.html)?.[1]?.replaceAll("&amp;", "&");
    expect(link).toBeTruthy();

    await footer.getByRole("button", { name: "Subscribe another email" }).click();
    await expect(form.getByLabel("Email address")).toHaveValue("");
    // axe waits on the page's timers, so the clock runs again for it.
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);

    // The link in the welcome mail unsubscribes.
    const unsubscribe = new URL(link ?? "");
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page.getByText("You have been unsubscribed")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The failed attempts are logged by the browser; nothing else may be.
    expect(
      errors.filter((e) => !e.includes("status of 429") && !e.includes("net::ERR_CONNECTION_RESET")),
    ).toEqual([]);
  });

  test("the 5% offer opens the newsletter in a dialog; its success message goes after 5 s", async ({
    page,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    const email = `modal-${testInfo.project.name}-${Date.now()}@example.com`;
    // The page's own clock, so the 5 seconds can be stepped through.
    await page.clock.install();
    await page.goto("/deals");
    await waitForHydration(page, ".newsletter-dialog__open");
    const open = page.getByRole("button", { name: "Get 5% off your first booking" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Join our newsletter" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    const success = dialog.getByRole("status");
    await expect(success).toHaveText("Successfully subscribed! Check your email for a welcome gift.");
    // From here only runFor moves the page's clock (it otherwise follows real time).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    // The modal variant offers no 'subscribe another email'.
    await expect(dialog.getByRole("button", { name: "Subscribe another email" })).toHaveCount(0);
    await readMail(email, /WELCOME[A-Z0-9]{4}/);

    await page.clock.runFor(4_400);
    await expect(success).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(success).toBeHidden();
    await expect(dialog.getByLabel("Email address")).toHaveValue("");

    // Escape closes the dialog and gives focus back to the link.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("the contact form keeps what was typed on an error, then sends", async ({ page }, testInfo) => {
    const errors = watchPageErrors(page);
    const email = `contact-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto("/contact");
    await expectNoSeriousA11yViolations(page);
    const section = page.getByRole("region", { name: "Send us a message" });
    await waitForHydration(page, "#contact-form-title");
    await section.getByLabel("Full name").fill("Neema Kileo");
    await section.getByLabel("Email", { exact: true }).fill(email);
    await section.getByLabel("Phone (optional)").fill("not a phone");
    await section.getByLabel("Subject").selectOption("booking");
    await section.getByLabel("Message", { exact: true }).fill("Two adults in July, what do you suggest?");
    await section.getByRole("button", { name: "Send" }).click();

    await expect(section.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(section.getByText("Please agree to be contacted so that we can reply")).toBeVisible();
    await expect(section.getByLabel("Message", { exact: true })).toHaveValue(
      "Two adults in July, what do you suggest?",
    );
    await expect(section.getByLabel("Full name")).toHaveValue("Neema Kileo");

    await section.getByLabel("Phone (optional)").fill("+255 754 000 111");
    await section.getByLabel(/I agree to be contacted/).check();

    // The request itself fails (network down): the form says so and keeps everything.
    const enquiryPost = /\/enquiry(\.data)?(\?|$)/;
    await page.route(enquiryPost, (route) => route.abort("internetdisconnected"));
    await section.getByRole("button", { name: "Send" }).click();
    await expect(section.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(section.getByLabel("Message", { exact: true })).toHaveValue(
      "Two adults in July, what do you suggest?",
    );
    await expect(section.getByLabel("Subject")).toHaveValue("booking");
    await expect(section.getByLabel(/I agree to be contacted/)).toBeChecked();
    await page.unroute(enquiryPost);

    await section.getByRole("button", { name: "Send" }).click();
    await expect(section.getByRole("status")).toContainText("We will contact you within 24 hours");
    await expectNoSeriousA11yViolations(page);

    const confirmation = await readMail(email, /within 24 hours/);
    expect(confirmation.text).toContain("Two adults in July");
    // The first answer is a 400 on purpose (invalid input), the second never came; the browser logs both.
    expect(
      errors.filter((e) => !e.includes("status of 400") && !e.includes("ERR_INTERNET_DISCONNECTED")),
    ).toEqual([]);
  });

  test("an accommodation page offers the inquiry form, with phone and WhatsApp from configuration", async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto(ACCOMMODATION);
    const section = page.getByRole("region", { name: "Enquire about this accommodation" });
    await expect(section.getByLabel("Check-in")).toBeVisible();
    await expect(section.getByRole("link", { name: "+255 754 123 456" })).toHaveAttribute(
      "href",
      "tel:+255754123456",
    );
    await expect(section.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await waitForHydration(page, "#enquire-title");
    await section.getByLabel("Check-in").fill("2099-07-10");
    await section.getByLabel("Check-out").fill("2099-07-13");
    await expect(section.getByText("3 nights")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
