import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, PHONE, watchPageErrors } from "./fixtures";
import { readMail } from "./mail";

// The whole booking, as a traveller does it: sign up, subscribe to the
// newsletter for the WELCOME code, open a tour, book 2 adults and 1 child on
// a scheduled departure with the airport transfer, pay the deposit in the
// sandbox, then the mails, the account and the balance. In English and in
// German, at phone size and at desktop size, and without JavaScript.

const PASSWORD = "Serengeti Plains 2027";
const TOUR = "/tours/northern-circuit-classic-safari";

async function signUp(page: Page, prefix: string, language: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await page.request.post("/register", {
    form: { email, fullName: "Zawadi Swai", password: PASSWORD, confirmPassword: PASSWORD },
    headers: { cookie: `lang=${language}` },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(created.status());
  return email;
}

/** The newsletter's WELCOME code, from the welcome mail sent to `email`. */
async function welcomeCode(page: Page, email: string): Promise<string> {
  const subscribed = await page.request.post("/newsletter", {
    form: { email, returnTo: "/", form: "footer" },
    maxRedirects: 0,
  });
  expect(subscribed.status()).toBeLessThan(400);
  const mail = await readMail(email, /WELCOME[A-Z0-9]{4}/);
  return /WELCOME[A-Z0-9]{4}/.exec(mail.text)![0];
}

/**
 * One of the later departures (far enough ahead for a deposit) with seats for
 * the party, picked at random so that tests running at once rarely share one.
 */
async function chooseDeparture(page: Page, seats: number) {
  const radios = page.locator('input[name="departure"]:not([disabled])');
  const open = await radios.evaluateAll(
    (inputs, need) =>
      inputs
        .map((input, index) => ({ index, seats: Number(input.getAttribute("data-seats-left") ?? 0) }))
        .filter((r) => r.seats >= need),
    seats,
  );
  const later = open.slice(-8);
  const pick = later[Math.floor(Math.random() * later.length)];
  if (!pick) throw new Error("no departure with seats for the party");
  await radios.nth(pick.index).check();
}

const next = (page: Page) => page.locator('button[name="direction"][value="next"]').click();

async function bookToThePayment(page: Page, code: string, { axe = true } = {}) {
  // axe runs in the page: without JavaScript there is nothing to run it (the markup is the same).
  const checkA11y = () => (axe ? expectNoSeriousA11yViolations(page) : Promise.resolve());
  // Step 1: the last departure offered (far enough ahead for a deposit), 2 adults, 1 child, a triple room.
  await expect(page.locator('[aria-current="step"]')).toBeVisible();
  await checkA11y();
  await chooseDeparture(page, 3);
  await page.locator('input[name="adults"]').fill("2");
  await page.locator('input[name="children"]').fill("1");
  await page.locator('input[name="infants"]').fill("0");
  await page.locator('input[name="rooms-double"]').fill("0");
  await page.locator('input[name="rooms-triple"]').fill("1");
  await next(page);

  // Step 2: an error first (a missing name), kept beside its field, then the travellers.
  await expect(page).toHaveURL(/step=2/);
  await page.locator('input[name="leadPhone"]').fill("+49 30 1234567");
  await page.locator('input[name="emergencyName"]').fill("Baraka Swai");
  await page.locator('input[name="emergencyPhone"]').fill("+49 30 7654321");
  const people = [
    ["Zawadi", "Swai", "1984-03-02"],
    ["Jonas", "Weber", "1982-11-20"],
    ["Lina", "Weber", "2015-06-15"],
  ] as const;
  for (const [index, [first, last, born]] of people.entries()) {
    const n = index + 1;
    if (n > 1) await page.locator(`input[name="traveller-${n}-firstName"]`).fill(first);
    await page.locator(`input[name="traveller-${n}-lastName"]`).fill(last);
    await page.locator(`input[name="traveller-${n}-dateOfBirth"]`).fill(born);
    await page.locator(`input[name="traveller-${n}-nationality"]`).fill("German");
  }
  await next(page);
  const firstName = page.locator('input[name="traveller-1-firstName"]');
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('input[name="traveller-3-firstName"]')).toHaveValue("Lina");
  await checkA11y();
  await firstName.fill("Zawadi");
  await next(page);

  // Step 3: the airport transfer.
  await expect(page).toHaveURL(/step=3/);
  await checkA11y();
  await page.locator('input[name="extra"]').first().check();
  await next(page);

  // Step 4: the code, the deposit, the terms, then Pay.
  await expect(page).toHaveURL(/step=4/);
  await page.locator('input[name="promoCode"]').fill(code);
  await page.locator('button[name="intent"][value="promo"]').click();
  await expect(page.locator(".price-summary")).toContainText(code);
  await page.locator('input[name="paymentChoice"][value="deposit"]').check();
  await page.locator('input[name="terms"]').check();
  await checkA11y();
  await page.locator('button[name="intent"][value="pay"]').click();
  await expect(page).toHaveURL(/\/mock-payment\?payment=\d+/);
  await checkA11y();
}

for (const language of ["en", "de"] as const) {
  test(
    `books a tour in ${language} and pays the deposit in the sandbox`,
    PHONE,
    async ({ page, context, baseURL }) => {
      test.slow();
      const errors = watchPageErrors(page);
      await context.addCookies([{ name: "lang", value: language, url: baseURL! }]);
      const email = await signUp(page, `booking-${language}`, language);
      const code = await welcomeCode(page, email);

      await page.goto(TOUR);
      await page.locator('a[href^="/booking?tour="]').first().click();
      await bookToThePayment(page, code);

      await page.locator('button[name="outcome"][value="succeed"]').click();
      await expect(page).toHaveURL(/\/booking\/success\?ref=EA[0-9A-Z]{12,13}$/);
      const reference = new URL(page.url()).searchParams.get("ref")!;
      await expect(page.locator("h1")).toHaveText(
        language === "de" ? "Buchung bestätigt" : "Booking confirmed",
      );
      await expect(page.locator(".booking-outcome__reference")).toHaveText(reference);
      await expectNoSeriousA11yViolations(page);
      // The step refused on purpose answers 400, which the browser logs.
      expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    },
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole booking works with plain forms", async ({ page }) => {
    test.slow();
    const email = await signUp(page, "booking-nojs", "en");
    const code = await welcomeCode(page, email);
    await page.goto(TOUR);
    await page.locator('a[href^="/booking?tour="]').first().click();
    await bookToThePayment(page, code, { axe: false });
    await page.locator('button[name="outcome"][value="succeed"]').click();
    await expect(page).toHaveURL(/\/booking\/success\?ref=EA/);
    await expect(page.locator("h1")).toHaveText("Booking confirmed");
  });
});
