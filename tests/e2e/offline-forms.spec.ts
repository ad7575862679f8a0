import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration, watchPageErrors } from "./fixtures";
import { mailsTo, readMail } from "./mail";

// Forms sent while offline (issue 17, decision 101) in Chromium with the
// service worker: the form keeps what was typed and says it is offline, the
// submission waits on the device (IndexedDB), and once the connection is back
// it arrives exactly once: one welcome or confirmation mail, one office mail,
// still one after a reload. The other specs block service workers; this one allows them.
test.use({ serviceWorkers: "allow" });

const QUEUED =
  "You are offline. What you wrote is saved on this device and will be sent when the connection returns.";
// The office's address when none is configured (the e2e server sets none).
const OFFICE = "bookings@kilele-safaris.example";

/** Waits until /sw.js controls the page and the offline app (which runs the outbox) has started. */
async function waitForOfflineApp(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  await waitForHydration(page, ".offline-app__notice");
}

/** The forms waiting on this device, as the outbox keeps them in IndexedDB. */
function waitingForms(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ form: string; email: string | undefined; answered?: string }>>(
        (resolve, reject) => {
          const open = indexedDB.open("kilele-form-outbox");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains("forms")) return resolve([]);
            const all = database.transaction("forms").objectStore("forms").getAll();
            all.onsuccess = () =>
              resolve(
                (all.result as Array<{ form: string; entries: [string, string][]; answered?: string }>).map(
                  (item) => ({
                    form: item.form,
                    email: item.entries.find(([name]) => name === "email")?.[1],
                    ...(item.answered ? { answered: item.answered } : {}),
                  }),
                ),
              );
            all.onerror = () => reject(all.error);
          };
        },
      ),
  );
}

/** The footer newsletter's status line. */
const footerStatus = (page: Page) => page.getByRole("contentinfo").getByRole("status");

/** How many mails to `to` (whose text mentions `about`) the server has sent so far. */
async function mailCount(to: string, about: string) {
  return (await mailsTo(to)).filter((message) => message.text.includes(about)).length;
}

/** A while later, still exactly one mail to the visitor and one to the office about `email`. */
async function expectOnce(page: Page, email: string) {
  // Long enough for a second send and its mail (the outbox polls every 300 ms here).
  await page.waitForTimeout(3000);
  expect(await mailCount(email, "")).toBe(1);
  expect(await mailCount(OFFICE, email)).toBe(1);
}

test("a newsletter sign-up made offline keeps the email, says so, and is sent once when back online", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const errors = watchPageErrors(page);
  const email = `offline-footer-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/about");
  await waitForOfflineApp(page);
  const form = page.getByRole("form", { name: "Newsletter sign-up" });

  await context.setOffline(true);
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("First name (optional)").fill("Asha");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(QUEUED);
  await expect(form.getByLabel("Email address")).toHaveValue(email);
  await expect(form.getByLabel("First name (optional)")).toHaveValue("Asha");
  expect(await waitingForms(page)).toEqual([{ form: "newsletter", email }]);
  await expectNoSeriousA11yViolations(page);
  // Nothing reaches the server while offline.
  await page.waitForTimeout(1000);
  expect(await mailCount(email, "")).toBe(0);

  await context.setOffline(false);
  await expect(footerStatus(page)).toHaveText(
    "Successfully subscribed! Check your email for a welcome gift.",
  );
  await readMail(email, /WELCOME[A-Z0-9]{4}/);
  await expect.poll(() => waitingForms(page)).toEqual([]);
  await expectOnce(page, email);

  // The next visit sends nothing again.
  await page.reload();
  await waitForOfflineApp(page);
  expect(await waitingForms(page)).toEqual([]);
  await expectOnce(page, email);
  // Pictures the footer's lazy images asked for while offline fail; nothing else may.
  expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
});

test("an enquiry written offline keeps every field, and is sent once, with a toast, on the next visit", async ({
  page: first,
  context,
}, testInfo) => {
  test.slow();
  let page = first;
  const email = `offline-enquiry-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/contact");
  await waitForOfflineApp(page);
  await waitForHydration(page, "#contact-form-title");
  const section = page.getByRole("region", { name: "Send us a message" });

  await context.setOffline(true);
  await section.getByLabel("Full name").fill("Neema Kileo");
  await section.getByLabel("Email", { exact: true }).fill(email);
  await section.getByLabel("Subject").selectOption("booking");
  await section.getByLabel("Message", { exact: true }).fill("Written in a lodge without signal.");
  await section.getByLabel(/I agree to be contacted/).check();
  await section.getByRole("button", { name: "Send" }).click();
  await expect(section.getByRole("status")).toHaveText(QUEUED);
  await expect(section.getByLabel("Message", { exact: true })).toHaveValue(
    "Written in a lodge without signal.",
  );
  await expect(section.getByLabel("Subject")).toHaveValue("booking");
  expect(await waitingForms(page)).toEqual([{ form: "enquiry", email }]);

  // The visitor closes the page while still offline; the next page they open sends it and says so.
  await page.close();
  await context.setOffline(false);
  // With analytics accepted, the enquiry counts as a lead (decision 098) once it is sent.
  const { baseURL } = testInfo.project.use;
  await context.addCookies([{ name: "analytics_consent", value: "granted", url: baseURL }]);
  const events: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") events.push(request.postData() ?? "");
  });
  page = await context.newPage();
  await page.goto("/about");
  await waitForOfflineApp(page);
  await expect(
    page.getByTestId("toast").filter({ hasText: "Your message from while you were offline has been sent." }),
  ).toBeVisible();
  await expect.poll(() => events.join("\n"), { timeout: 15_000 }).toContain('"generate_lead"');
  await readMail(email, /within 24 hours/);
  await expect.poll(() => waitingForms(page)).toEqual([]);
  await expectOnce(page, email);
  await page.reload();
  await waitForOfflineApp(page);
  await expectOnce(page, email);
});

test("Background Sync: the worker sends a queued sign-up the page could not, and the page says so", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const email = `offline-sync-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/about");
  await waitForOfflineApp(page);
  expect(await page.evaluate(async () => "sync" in (await navigator.serviceWorker.ready))).toBe(true);
  // The page's own requests to the newsletter fail (not the worker's, which page.route
  // does not see): what arrives was sent by the worker, on the sync the page registered.
  await page.route(
    (url) => url.pathname === "/newsletter",
    (route) => route.abort("internetdisconnected"),
  );
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await context.setOffline(true);
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(QUEUED);
  expect(await waitingForms(page)).toEqual([{ form: "newsletter", email }]);

  await context.setOffline(false);
  await expect(footerStatus(page)).toHaveText(
    "Successfully subscribed! Check your email for a welcome gift.",
  );
  await readMail(email, /WELCOME[A-Z0-9]{4}/);
  await expect.poll(() => waitingForms(page)).toEqual([]);
  await expectOnce(page, email);
});
