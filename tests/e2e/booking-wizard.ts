import { expect, type Page } from "@playwright/test";
import { DEFAULT_BALANCE_DUE_DAYS } from "../../app/domain/booking/payment-terms";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { readMail } from "./mail";

// The booking wizard as a traveller goes through it, shared by the booking
// specs: sign up, the newsletter's code, steps 1 to 3, and step 4's Pay.

export const PASSWORD = "Serengeti Plains 2027";
export const TOUR = "/tours/northern-circuit-classic-safari";

/** A new account (a new address each time) made by posting the sign-up form; the page's context is signed in. */
export async function signUp(page: Page, prefix: string, language: string) {
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
export async function welcomeCode(page: Page, email: string): Promise<string> {
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
  // Far enough ahead that a deposit is offered (the balance falls due DEFAULT_BALANCE_DUE_DAYS before).
  const depositFrom = new Date(Date.now() + (DEFAULT_BALANCE_DUE_DAYS + 2) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const radios = page.locator('input[name="departure"]:not([disabled])');
  const open = await radios.evaluateAll(
    (inputs, { need, from }) =>
      inputs
        .map((input, index) => ({
          index,
          seats: Number(input.getAttribute("data-seats-left") ?? 0),
          start: input.getAttribute("data-start") ?? "",
        }))
        .filter((r) => r.seats >= need && r.start >= from),
    { need: seats, from: depositFrom },
  );
  // Among the emptiest dates, at random: specs in parallel book this tour too, and a date one of
  // them fills between this step and the payment is (rightly) refused there.
  const roomiest = open.sort((a, b) => b.seats - a.seats).slice(0, 6);
  const pick = roomiest[Math.floor(Math.random() * roomiest.length)];
  if (!pick) throw new Error("no departure with seats for the party");
  await radios.nth(pick.index).check();
}

const next = (page: Page) => page.locator('button[name="direction"][value="next"]').click();

/** Sends the step with Next; whether the wizard refused it (a 4xx, the form shown again). */
async function sendStep(page: Page): Promise<boolean> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith("/booking"),
    ),
    next(page),
  ]);
  return response.status() >= 400;
}

/**
 * Steps 1 to 3 from a tour's "Book" link, ending on step 4: on `departureId`
 * when given, on the one the link chose with `keepDeparture`, else a random
 * later one with seats. Step 2 is sent
 * once with a name missing, on purpose: the page answers 400, which the
 * browser logs (a spec watching console errors leaves that one out).
 */
export async function bookToTheReview(
  page: Page,
  {
    axe = true,
    keepDeparture = false,
    departureId,
  }: { axe?: boolean; keepDeparture?: boolean; departureId?: number } = {},
) {
  // axe runs in the page: without JavaScript there is nothing to run it (the markup is the same).
  const checkA11y = () => (axe ? expectNoSeriousA11yViolations(page) : Promise.resolve());
  // Step 1: the last departure offered (far enough ahead for a deposit), 2 adults, 1 child, a triple room.
  await expect(page.locator('[aria-current="step"]')).toBeVisible();
  await checkA11y();
  // A date chosen before the wizard (a link from a departure list) is kept when asked.
  if (departureId) await page.locator(`input[name="departure"][value="${departureId}"]`).check();
  else if (keepDeparture) await expect(page.locator('input[name="departure"]:checked')).toHaveCount(1);
  else await chooseDeparture(page, 3);
  await page.locator('input[name="adults"]').fill("2");
  await page.locator('input[name="children"]').fill("1");
  await page.locator('input[name="infants"]').fill("0");
  await page.locator('input[name="rooms-double"]').fill("0");
  await page.locator('input[name="rooms-triple"]').fill("1");
  // Specs in parallel book the same tour: a random date can fill up between reading it and
  // sending step 1, which the wizard rightly refuses. Another date is then taken (a chosen one is not).
  let refused = await sendStep(page);
  for (let attempt = 0; refused && !departureId && !keepDeparture && attempt < 3; attempt++) {
    await expect(page.locator('form [role="alert"]').first()).toBeVisible();
    await chooseDeparture(page, 3);
    refused = await sendStep(page);
  }

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
  await expect(page).toHaveURL(/step=4/);
}

/** Step 4: the deposit, the way to pay (`method`, else the one checked already), the terms, then Pay. */
export async function payTheDeposit(
  page: Page,
  { method, axe = true }: { method?: string; axe?: boolean } = {},
) {
  await page.locator('input[name="paymentChoice"][value="deposit"]').check();
  if (method) await page.locator(`input[name="paymentMethod"][value="${method}"]`).check();
  await page.locator('input[name="terms"]').check();
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.locator('button[name="intent"][value="pay"]').click();
}
