import { describe, expect, it } from "vitest";
import { locationOf, type TestBrowser } from "#tests/browser";
import { createDeparture, createPromoCode, createTour, isoDate } from "#tests/factories";
import { decode, withoutScripts } from "#tests/html";
import { setUpSeededServer } from "#tests/seeded-server";
import { signedUp, uniqueEmail } from "#tests/sign-up";

// The booking wizard over HTTP against the built server, as a browser
// without JavaScript uses it: plain form posts, redirects between the steps,
// the sandbox's page and the outcome. Prices are the server's: what a form
// sends as a price, a discount or a currency is never read.

const seeded = setUpSeededServer(async (db) => {
  const privateTour = await createTour(db, {
    title: "Private Highlands Trip",
    slug: "private-highlands-trip",
  });
  const lastSeatTour = await createTour(db, {
    title: "Last Seat Safari",
    slug: "last-seat-safari",
    maxGroupSize: 8,
  });
  const lastSeat = await createDeparture(db, {
    tourId: lastSeatTour.id,
    startDate: isoDate(new Date(), 120),
    endDate: isoDate(new Date(), 126),
    capacity: 1,
  });
  const single = await createPromoCode(db, { code: "ONEUSE10", usageLimit: 1 });
  return { privateTour, lastSeatTour, lastSeat, single };
});

const server = {
  get url() {
    return seeded.server.url;
  },
};
const fixtures = {
  get lastSeat() {
    return seeded.fixtures.lastSeat;
  },
  get single() {
    return seeded.fixtures.single;
  },
};

const TOUR = "northern-circuit-classic-safari";

/** The page's H1, as text. */
function heading(html: string): string {
  return decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "").trim();
}

async function traveller(prefix = "wizard"): Promise<TestBrowser> {
  return signedUp(server.url, uniqueEmail(prefix), { fullName: "Amani Mollel" });
}

/** Every value="…" of the inputs named `name` on the page, in order. */
function inputValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, "g"))]
    .map((m) => /value="([^"]*)"/.exec(m[0])?.[1])
    .filter((v): v is string => v !== undefined);
}

/** The first open departure of the page's step 1. */
function firstOpenDeparture(html: string): string {
  const radio = [...html.matchAll(/<input[^>]*name="departure"[^>]*>/g)].find((m) => !/disabled/.test(m[0]));
  const value = radio && /value="(\d+)"/.exec(radio[0])?.[1];
  if (!value) throw new Error("no open departure on the page");
  return value;
}

const STEP_OF_INTENT: Record<string, number> = {
  tour: 1,
  travellers: 2,
  extras: 3,
  promo: 4,
  pay: 4,
  request: 4,
};

/** Posts a step's form where the browser posts it: the page's own URL (its draft and step). */
function postStep(browser: TestBrowser, fields: Record<string, string>) {
  const step = STEP_OF_INTENT[fields.intent ?? ""] ?? 1;
  return browser.post(`/booking?draft=${fields.draft}&step=${step}`, fields);
}

async function openDraft(browser: TestBrowser, query: string): Promise<{ draft: string; html: string }> {
  const entry = await browser.get(`/booking?${query}`);
  expect(entry.status).toBe(302);
  const location = locationOf(entry);
  const draft = new URL(location, server.url).searchParams.get("draft");
  expect(draft).toMatch(/^\d+$/);
  const page = await browser.get(location);
  expect(page.status).toBe(200);
  return { draft: draft!, html: await page.text() };
}

const adultBorn = "1985-04-12";
const childBorn = () => isoDate(new Date(), -365 * 10);

function travellersForm(draft: string, count: { adults: number; children: number }) {
  const fields: Record<string, string> = {
    intent: "travellers",
    draft,
    leadFullName: "Amani Mollel",
    leadEmail: "amani@example.org",
    leadPhone: "+255 754 000 111",
    leadCountry: "Tanzania",
    emergencyName: "Neema Mollel",
    emergencyPhone: "+255 754 000 222",
    emergencyRelation: "Sister",
  };
  for (let position = 1; position <= count.adults + count.children; position++) {
    const child = position > count.adults;
    Object.assign(fields, {
      [`traveller-${position}-firstName`]: `Traveller${position}`,
      [`traveller-${position}-lastName`]: "Mollel",
      [`traveller-${position}-dateOfBirth`]: child ? childBorn() : adultBorn,
      [`traveller-${position}-nationality`]: "Tanzanian",
      [`traveller-${position}-passportNumber`]: "",
      [`traveller-${position}-passportExpiry`]: "",
    });
  }
  return fields;
}

describe("the booking wizard without JavaScript", () => {
  it("sends a visitor who is not signed in to sign in first, and back", async () => {
    const response = await fetch(new URL(`/booking?tour=${TOUR}`, server.url), { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(locationOf(response)).toMatch(/^\/login\?/);
    expect(decodeURIComponent(locationOf(response))).toContain(`/booking?tour=${TOUR}`);
  });

  it("answers 404 for a tour that does not exist and for another traveller's draft", async () => {
    const browser = await traveller();
    expect((await browser.get("/booking?tour=no-such-tour")).status).toBe(404);
    const { draft } = await openDraft(browser, `tour=${TOUR}`);
    const stranger = await traveller("stranger");
    expect((await stranger.get(`/booking?draft=${draft}&step=1`)).status).toBe(404);
    const post = await postStep(stranger, { intent: "extras", draft });
    expect(post.status).toBe(404);
    expect((await stranger.get("/booking?draft=abc")).status).toBe(404);
  });

  it("goes from the tour to the sandbox and the success page, pricing on the server only", async () => {
    const browser = await traveller();
    const { draft, html } = await openDraft(browser, `tour=${TOUR}`);
    expect(html).toContain('aria-current="step"');
    const departure = firstOpenDeparture(html);

    // Step 1, with a forged price, discount and currency that must change nothing.
    const step1 = await postStep(browser, {
      intent: "tour",
      draft,
      departure,
      adults: "2",
      children: "1",
      infants: "0",
      "rooms-double": "1",
      "rooms-single": "1",
      price: "1",
      total: "1",
      discount: "100",
      currency: "XXX",
    });
    expect(step1.status).toBe(302);
    expect(locationOf(step1)).toBe(`/booking?draft=${draft}&step=2`);

    // Step 2: a child booked as a child but born an adult is refused beside the field.
    const wrongAge = travellersForm(draft, { adults: 2, children: 1 });
    wrongAge["traveller-3-dateOfBirth"] = adultBorn;
    const refused = await postStep(browser, wrongAge);
    expect(refused.status).toBe(400);
    const refusedHtml = decode(await refused.text());
    expect(refusedHtml).toContain("not 5 to 17");
    expect(refusedHtml).toContain('value="Traveller3"');

    // A passport that expires too soon is refused with the date it must reach.
    const soon = travellersForm(draft, { adults: 2, children: 1 });
    soon["traveller-1-passportNumber"] = "AB1234567";
    soon["traveller-1-passportExpiry"] = isoDate(new Date(), 30);
    const passport = await postStep(browser, soon);
    expect(passport.status).toBe(400);
    expect(decode(await passport.text())).toContain("valid 6 months after you leave");

    const step2 = await postStep(browser, travellersForm(draft, { adults: 2, children: 1 }));
    expect(locationOf(step2)).toBe(`/booking?draft=${draft}&step=3`);

    // Step 3: the airport transfer.
    const extrasPage = await (await browser.get(`/booking?draft=${draft}&step=3`)).text();
    const extraIds = inputValues(extrasPage, "extra");
    expect(extraIds.length).toBeGreaterThan(0);
    const step3 = await postStep(browser, { intent: "extras", draft, extra: extraIds[0]! });
    expect(locationOf(step3)).toBe(`/booking?draft=${draft}&step=4`);
    const another = await postStep(browser, { intent: "extras", draft, extra: "999999" });
    expect(another.status).toBe(400);

    // Step 4: an unknown code is refused beside its field; Pay needs the terms.
    const review = await (await browser.get(`/booking?draft=${draft}&step=4`)).text();
    const payKey = inputValues(review, "payKey")[0]!;
    const badCode = await postStep(browser, {
      intent: "promo",
      draft,
      promoCode: "NOPE123",
      paymentChoice: "deposit",
    });
    expect(badCode.status).toBe(409);
    expect(decode(await badCode.text())).toContain("This promo code does not exist.");
    const noTerms = await postStep(browser, { intent: "pay", draft, payKey, paymentChoice: "deposit" });
    expect(noTerms.status).toBe(400);

    const pay = {
      intent: "pay",
      draft,
      payKey,
      paymentChoice: "deposit",
      paymentMethod: "card",
      terms: "on",
      amount: "1",
    };
    // A way to pay the site does not offer is refused beside the choice.
    const bitcoin = await postStep(browser, { ...pay, paymentMethod: "bitcoin" });
    expect(bitcoin.status).toBe(400);
    expect(decode(await bitcoin.text())).toContain("Choose how you would like to pay.");
    const paid = await postStep(browser, pay);
    expect(paid.status).toBe(302);
    const mock = locationOf(paid);
    expect(mock).toMatch(/^\/mock-payment\?payment=\d+/);
    // The same key again (a double click): the same payment.
    expect(locationOf(await postStep(browser, pay))).toBe(mock);

    const mockPage = decode(await (await browser.get(mock)).text());
    const amount = /\$([\d,]+\.\d\d)/.exec(mockPage)?.[1];
    expect(Number(amount?.replace(/,/g, ""))).toBeGreaterThan(100);
    const paymentId = new URL(mock, server.url).searchParams.get("payment")!;
    expect((await (await traveller("other")).get(mock)).status).toBe(404);

    const settled = await browser.post("/mock-payment", { payment: paymentId, outcome: "succeed" });
    expect(settled.status).toBe(302);
    const success = locationOf(settled);
    expect(success).toMatch(/^\/booking\/success\?ref=EA[0-9A-Z]{12,13}$/);
    const successPage = decode(await (await browser.get(success)).text());
    expect(heading(successPage)).toBe("Booking confirmed");
    expect(withoutScripts(successPage)).toContain("travel documents 30 days before departure");

    // Paid: the wizard now sends the traveller to the account's page of the booking.
    const after = await browser.get(`/booking?draft=${draft}`);
    expect(after.status).toBe(302);
    expect(locationOf(after)).toBe(`/account/bookings/${draft}`);
  });

  it("refuses party sizes of 0, -1, 10^9 and over the tour's maximum", async () => {
    const browser = await traveller();
    const { draft, html } = await openDraft(browser, `tour=${TOUR}`);
    const departure = firstOpenDeparture(html);
    for (const adults of ["0", "-1", "1000000000", "7"]) {
      const response = await postStep(browser, {
        intent: "tour",
        draft,
        departure,
        adults,
        children: "0",
        infants: "0",
        "rooms-double": "1",
      });
      expect(response.status, `adults=${adults}`).toBe(400);
    }
  });

  it("says 'Only 1 seat left' when the party is larger than the seats", async () => {
    const browser = await traveller();
    const { draft } = await openDraft(browser, `tour=last-seat-safari&departure=${fixtures.lastSeat.id}`);
    const response = await postStep(browser, {
      intent: "tour",
      draft,
      departure: String(fixtures.lastSeat.id),
      adults: "2",
      children: "0",
      infants: "0",
      "rooms-double": "1",
    });
    expect(response.status).toBe(400);
    expect(decode(await response.text())).toContain("Only 1 seat left on this date");
  });

  it("turns a tour with no scheduled dates into a booking request, not a payment", async () => {
    const browser = await traveller();
    const { draft, html } = await openDraft(browser, "tour=private-highlands-trip");
    expect(html).toContain('name="requestedDate"');
    const tooSoon = await postStep(browser, {
      intent: "tour",
      draft,
      requestedDate: isoDate(new Date(), 5),
      adults: "2",
      "rooms-double": "1",
    });
    expect(tooSoon.status).toBe(400);
    const step1 = await postStep(browser, {
      intent: "tour",
      draft,
      requestedDate: isoDate(new Date(), 60),
      adults: "2",
      "rooms-double": "1",
    });
    expect(locationOf(step1)).toBe(`/booking?draft=${draft}&step=2`);
    await postStep(browser, travellersForm(draft, { adults: 2, children: 0 }));
    const review = await (await browser.get(`/booking?draft=${draft}&step=4`)).text();
    expect(review).toContain('value="request"');
    expect(review).not.toContain('value="pay"');
    const sent = await postStep(browser, { intent: "request", draft, terms: "on" });
    expect(sent.status).toBe(302);
    const page = decode(await (await browser.get(locationOf(sent))).text());
    expect(page).toContain("Booking request sent");
    // Paying a request staff have not confirmed is refused.
    const pay = await postStep(browser, {
      intent: "pay",
      draft,
      payKey: "k-12345678",
      paymentMethod: "card",
      terms: "on",
    });
    expect(pay.status).toBeGreaterThanOrEqual(400);
    expect(pay.status).toBeLessThan(500);
  });

  it("applies a promo code typed in lower case and shows it in the price (its single use under races: booking-race.test.ts)", async () => {
    const browser = await traveller();
    const { draft, html } = await openDraft(browser, `tour=${TOUR}`);
    await postStep(browser, {
      intent: "tour",
      draft,
      departure: firstOpenDeparture(html),
      adults: "1",
      "rooms-single": "1",
    });
    await postStep(browser, travellersForm(draft, { adults: 1, children: 0 }));
    const applied = await postStep(browser, {
      intent: "promo",
      draft,
      promoCode: fixtures.single.code.toLowerCase(),
      paymentChoice: "full",
    });
    expect(applied.status).toBe(302);
    const review = decode(await (await browser.get(`/booking?draft=${draft}&step=4`)).text());
    expect(review).toContain(`Promo code ${fixtures.single.code}`);
  });
});
