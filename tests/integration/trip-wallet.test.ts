import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { accommodations, departures, tourItineraryDays, tours } from "#app/db/schema/index";
import { addDays, formatLongDate } from "#app/domain/dates";
import { customer, paidBooking } from "#tests/account-bookings";
import { cookieClient, locationOf } from "#tests/browser";
import { createBooking } from "#tests/factories";
import { decode, type FormFields, formFields, withFields } from "#tests/html";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";
import { rendered, translation, visible } from "./translated";

// The trip wallet over HTTP against the built server (issue 17, decision 100):
// its four pages answer the booking's owner only (anyone else 404, signed out
// to sign-in, a booking that is no trip 404), with the itinerary and each
// night's stay and its contacts, the guide, the office, the emergency numbers,
// paid and due, the voucher and the packing list, in the page's language; and
// the staff editors that feed it save the new fields and refuse bad ones (4xx).

const LODGE = "silale-baobab-lodge";
const OFFICE_LINE = "+255 688 000 024";
const EVACUATION = { phone: "+254 20 000 0999", provider: "Flying Doctors Society" };

async function addFixtures(db: Database) {
  const people = await staffFixtures(db);
  const owner = await customer(db, "neema");
  const stranger = await customer(db, "mallory");
  // Confirmed with its deposit paid (a balance due), two travellers, 200 days ahead.
  const trip = await paidBooking(db, {
    userId: owner.id,
    leadFullName: "Neema Kimaro",
    travellers: [{ firstName: "Neema" }, { firstName: "Juma" }],
  });
  const [lodge] = await db.select().from(accommodations).where(eq(accommodations.slug, LODGE));
  if (!lodge?.contactPhone || !lodge.contactEmail) throw new Error(`the demo ${LODGE} has no contacts`);
  await db.insert(tourItineraryDays).values([
    {
      tourId: trip.tour.id,
      dayNumber: 1,
      title: "Arusha to Tarangire",
      description: "Afternoon game drive among the baobabs.",
      accommodation: lodge.name,
      accommodationId: lodge.id,
      meals: ["lunch", "dinner"],
    },
    {
      tourId: trip.tour.id,
      dayNumber: 2,
      title: "Walking with the Maasai",
      description: "A morning walk, then the fly camp.",
      accommodation: "Fly camp at Engare Sero",
      meals: ["breakfast", "lunch", "dinner"],
    },
    {
      tourId: trip.tour.id,
      dayNumber: 3,
      title: "Back to Arusha",
      description: "Drive back by mid-afternoon.",
      meals: ["breakfast"],
    },
  ]);
  await db
    .update(departures)
    .set({ guideName: "Joseph Mollel", guidePhone: "+255 754 610 201" })
    .where(eq(departures.id, trip.departure.id));
  // A Kilimanjaro climb, paid in full: the mountain's packing list.
  const climb = await paidBooking(db, { userId: owner.id, choice: "full" });
  await db.update(tours).set({ category: "kilimanjaro" }).where(eq(tours.id, climb.tour.id));
  const draft = await createBooking(db, { userId: owner.id });
  const others = await paidBooking(db, { userId: stranger.id });
  return {
    ...people,
    owner,
    stranger,
    trip: {
      id: trip.booking.id,
      reference: trip.booking.reference,
      tourId: trip.tour.id,
      tour: trip.tour.title,
      departureId: trip.departure.id,
      startDate: trip.departure.startDate,
    },
    lodge: { id: lodge.id, name: lodge.name, phone: lodge.contactPhone, email: lodge.contactEmail },
    climb: climb.booking.reference,
    draft: draft.reference,
    others: others.booking.reference,
  };
}

const site = setUpSeededServer(addFixtures, {
  OFFICE_EMERGENCY_PHONE: OFFICE_LINE,
  EVACUATION_PHONE: EVACUATION.phone,
  EVACUATION_PROVIDER: EVACUATION.provider,
});
const { get, post } = cookieClient(() => site.server.url);
const f = () => site.fixtures;

const cookies = new Map<string, string>();
async function cookieOf(who: "owner" | "stranger" | "staff" | "customer") {
  const email = f()[who].email;
  if (!cookies.has(who)) cookies.set(who, await sessionCookie(site.server.url, email));
  return cookies.get(who) ?? "";
}

/** A wallet page's visible text as the owner reads it in `language`, decoded. */
async function walletPage(page = "", language = "en", reference = f().trip.reference) {
  const path = `/account/trips/${reference}${page ? `/${page}` : ""}`;
  const response = await get(path, `${await cookieOf("owner")}; lang=${language}`);
  expect(response.status, path).toBe(200);
  // Kept by the browser's caches never: only the service worker's explicit save keeps it.
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const html = decode(visible(await response.text()));
  // Every message of the page was shipped with it: no raw key shows.
  expect(html).not.toMatch(
    />[^<]*\b(?:nav|save|summary|money|itinerary|contacts|emergency|voucher|packing|detail|meals|bookings)\.[a-zA-Z]+/,
  );
  return html;
}

const tel = (number: string) => `href="tel:${number.replace(/[^\d+]/g, "")}"`;

describe("the trip wallet's pages", () => {
  it("shows the owner the itinerary day by day, each night's stay with its contacts, the guide, paid and due", async () => {
    const { trip, lodge } = f();
    const html = await walletPage();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Itinerary<\/h1>/);
    expect(html).toContain(trip.reference);
    expect(html).toContain(trip.tour);
    // Each day with its date on this trip.
    expect(html).toContain(`Day 1 · ${formatLongDate(trip.startDate, "en")}`);
    expect(html).toContain(`Day 3 · ${formatLongDate(addDays(trip.startDate, 2), "en")}`);
    expect(html).toContain("Arusha to Tarangire");
    // Our lodge with its phone and email; a fly camp by name, reached through the office.
    expect(html).toContain(lodge.name);
    expect(html).toContain(tel(lodge.phone));
    expect(html).toContain(`href="mailto:${lodge.email}"`);
    expect(html).toContain("Fly camp at Engare Sero");
    expect(html).toContain("Reached through our office and your guide.");
    expect(html).toContain("Joseph Mollel · +255 754 610 201");
    // 2 adults at 2,000: 4,000; the deposit (30 %) paid; the rest due 60 days before departure.
    const money = html.slice(html.indexOf('data-testid="trip-money"'));
    expect(money).toContain("$4,000.00");
    expect(money).toContain("$1,200.00");
    expect(money).toContain(`$2,800.00 by ${formatLongDate(addDays(trip.startDate, -60), "en")}`);
    // The other pages, as whole-page links, and the offline copy's button (it needs scripts).
    for (const page of ["voucher", "contacts", "packing"])
      expect(html).toContain(`href="/account/trips/${trip.reference}/${page}"`);
    expect(html).toContain("Saving for offline needs JavaScript.");
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("gives the contacts: emergency numbers first, the office, the guide on WhatsApp, the stays", async () => {
    const { trip, lodge } = f();
    const html = await walletPage("contacts");
    const emergency = html.slice(html.indexOf('data-testid="trip-emergency"'));
    expect(emergency.indexOf("112")).toBeLessThan(emergency.indexOf(OFFICE_LINE));
    expect(emergency).toContain(tel("112"));
    expect(emergency).toContain(tel(OFFICE_LINE));
    expect(emergency).toContain(`Medical air evacuation (${EVACUATION.provider})`);
    expect(emergency).toContain(tel(EVACUATION.phone));
    // The office from the site's settings, its WhatsApp naming the booking.
    expect(html).toContain(tel("+255 754 123 456"));
    expect(html).toContain(
      `href="https://wa.me/255754123456?text=${encodeURIComponent(`Hello, this is about my trip, booking ${trip.reference}.`)}"`,
    );
    expect(html).toContain("Joseph Mollel");
    expect(html).toContain('href="https://wa.me/255754610201?');
    const stays = html.slice(html.indexOf('id="stays"'));
    expect(stays).toContain(lodge.name);
    expect(stays).toContain(tel(lodge.phone));
    expect(stays).toContain(`1 night: ${formatLongDate(trip.startDate, "en")}`);
  });

  it("prints a voucher with the reference, the lead traveller, the party, the dates, the services and the nights", async () => {
    const { trip, lodge } = f();
    const html = await walletPage("voucher");
    expect(html).toContain('data-testid="voucher"');
    expect(html).toContain("Travel voucher");
    expect(html).toContain(trip.reference);
    expect(html).toMatch(/data-testid="voucher-lead">Neema Kimaro</);
    expect(html).toMatch(/data-testid="voucher-party">2 adults</);
    expect(html).toContain("Neema Kimaro (Adult)");
    expect(html).toContain("Confirmed: deposit received");
    const nights = html.slice(html.indexOf('data-testid="voucher-nights"'));
    expect(nights).toContain(`<td>${formatLongDate(trip.startDate, "en")}</td><td>${lodge.name}</td>`);
    expect(html).toContain("TALA/TO/2024/0412");
    expect(html).toContain(`call ${OFFICE_LINE} and give the reference ${trip.reference}`);
  });

  it("lists what to pack for a safari", async () => {
    const html = await walletPage("packing");
    expect(html).toContain('data-testid="trip-packing-safari"');
    expect(html).toContain("Packing list for your safari");
    expect(html).toContain(translation("en", "trip:packing.groups.health.items.malaria"));
    expect(html).toContain(translation("en", "trip:packing.note"));
    // A climb packs the Kilimanjaro section's list; a trip paid in full says so on its voucher.
    const climb = await walletPage("packing", "fr", f().climb);
    expect(climb).toContain('data-testid="trip-packing-climb"');
    expect(climb).toContain(translation("fr", "trip:packing.title.climb"));
    expect(climb).toContain(translation("fr", "kilimanjaro:packing.groups.gear.items.sleepingBag"));
    expect(await walletPage("voucher", "en", f().climb)).toContain("Confirmed and paid in full");
  });

  it("speaks the traveller's language", async () => {
    const { trip } = f();
    const html = await walletPage("contacts", "de");
    expect(html).toMatch(/<h1[^>]*>Kontakte<\/h1>/);
    expect(html).toContain(translation("de", "trip:emergency.title"));
    expect(html).toMatch(rendered("de", "trip:contacts.nights_one", { count: 1 }));
    const itinerary = await walletPage("", "de");
    expect(itinerary).toContain(`Tag 1 · ${formatLongDate(trip.startDate, "de")}`);
    expect(itinerary).toContain(translation("de", "trip:save.needsScript"));
    const voucher = await walletPage("voucher", "zh");
    expect(voucher).toContain(translation("zh", "trip:voucher.title"));
  });

  it("is linked from the booking's page", async () => {
    const { trip } = f();
    const response = await get(`/account/bookings/${trip.id}`, await cookieOf("owner"));
    const html = decode(await response.text());
    expect(html).toContain(`href="/account/trips/${trip.reference}"`);
    expect(html).toContain("Open the trip wallet");
  });
});

describe("who may open a trip wallet", () => {
  const pages = ["", "/voucher", "/contacts", "/packing"];

  it("answers 404 to anyone but the owner, as for a booking that does not exist", async () => {
    const { trip, others } = f();
    for (const page of pages) {
      const theirs = await get(`/account/trips/${trip.reference}${page}`, await cookieOf("stranger"));
      expect(theirs.status, `stranger ${page}`).toBe(404);
    }
    expect((await get(`/account/trips/${others}`, await cookieOf("owner"))).status).toBe(404);
    expect((await get("/account/trips/EA00000000ZZZZ", await cookieOf("owner"))).status).toBe(404);
  });

  it("sends a signed-out visitor to sign in, and back", async () => {
    const { trip } = f();
    const response = await get(`/account/trips/${trip.reference}/voucher`);
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe(
      `/login?redirect=${encodeURIComponent(`/account/trips/${trip.reference}/voucher`)}`,
    );
  });

  it("has no wallet for a booking that is not a trip yet, nor pages it does not have, never a 500", async () => {
    const { trip, draft } = f();
    const owner = await cookieOf("owner");
    expect((await get(`/account/trips/${draft}`, owner)).status).toBe(404);
    expect((await get(`/account/trips/${trip.reference}/receipt`, owner)).status).toBe(404);
    expect((await get(`/account/trips/${trip.reference}/voucher/x`, owner)).status).toBe(404);
    expect((await get(`/account/trips/not-a-reference`, owner)).status).toBe(404);
    expect((await get(`/account/trips/${"E".repeat(300)}`, owner)).status).toBe(404);
    // The reference as issued, in upper case: the address the offline copy is kept under.
    const lower = await get(`/account/trips/${trip.reference.toLowerCase()}/contacts`, owner);
    expect(lower.status).toBe(302);
    expect(locationOf(lower)).toBe(`/account/trips/${trip.reference}/contacts`);
  });
});

/** The page's `<form>` holding `field`, as a browser without JavaScript would post it. */
function formWith(html: string, field: string): FormFields {
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map((m) => m[0])
    .find((markup) => markup.includes(`name="${field}"`));
  if (!form) throw new Error(`no form with ${field}`);
  return formFields(form);
}

async function staffPage(path: string, language = "en") {
  const response = await get(path, `${await cookieOf("staff")}; lang=${language}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function staffPost(path: string, fields: FormFields, language = "en") {
  const response = await fetch(`${site.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.server.url,
      cookie: `${await cookieOf("staff")}; lang=${language}`,
    },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: decode(await response.text()) };
}

describe("the staff editors that feed the wallet", () => {
  it("names a departure's guide, refusing a bad phone or an overlong name beside the field", async () => {
    const { trip } = f();
    const path = `/admin/departures/${trip.departureId}`;
    const fields = formWith(await staffPage(path), "guideName");
    expect(fields).toContainEqual(["guideName", "Joseph Mollel"]);
    // A customer is refused before anything is read.
    const refusedCustomer = await post(
      path,
      { intent: "guide", version: "0", guideName: "X" },
      await cookieOf("customer"),
    );
    expect(refusedCustomer.status).toBe(403);

    const badPhone = await staffPost(path, withFields(fields, { guidePhone: "call the office" }), "de");
    expect(badPhone.status).toBe(400);
    expect(badPhone.html).toContain(translation("de", "admin-departures:errors.guidePhone"));
    expect(badPhone.html).toContain('value="call the office"');
    const longName = await staffPost(path, withFields(fields, { guideName: "N".repeat(101) }));
    expect(longName.status).toBe(400);
    expect(longName.html).toContain(translation("en", "admin-departures:errors.guideName"));

    const saved = await staffPost(
      path,
      withFields(fields, { guideName: "  Grace Kimaro ", guidePhone: "+255 784 610 204" }),
    );
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(translation("en", "admin-departures:edit.guideSaved"));
    // The traveller's wallet shows the new guide at once.
    const wallet = await get(`/account/trips/${trip.reference}`, await cookieOf("owner"));
    expect(decode(await wallet.text())).toContain("Grace Kimaro · +255 784 610 204");
    // The same form again, now stale: refused, nothing written over.
    const stale = await staffPost(path, withFields(fields, { guideName: "Someone Else" }));
    expect(stale.status).toBe(409);
  });

  it("keeps an accommodation's phone and email for travellers, refusing ones that are not", async () => {
    const { lodge } = f();
    const path = `/admin/accommodations/${lodge.id}`;
    const fields = formWith(await staffPage(path), "contactPhone");
    expect(fields).toContainEqual(["contactPhone", lodge.phone]);
    expect(fields).toContainEqual(["contactEmail", lodge.email]);
    const save = { intent: "save" };

    const refused = await staffPost(
      path,
      withFields(fields, { ...save, contactPhone: "12", contactEmail: "reservations-at-lodge" }),
      "fr",
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(translation("fr", "admin-accommodations:errors.contactPhone"));
    expect(refused.html).toContain(translation("fr", "admin-accommodations:errors.contactEmail"));
    const huge = await staffPost(
      path,
      withFields(fields, { ...save, contactEmail: `${"a".repeat(600)}@x.org` }),
    );
    expect(huge.status).toBe(400);

    const saved = await staffPost(
      path,
      withFields(fields, { ...save, contactPhone: "+255 27 254 0000", contactEmail: "desk@silale.example" }),
    );
    expect(saved.status).toBe(302);
    const again = formWith(await staffPage(path), "contactPhone");
    expect(again).toContainEqual(["contactPhone", "+255 27 254 0000"]);
    expect(again).toContainEqual(["contactEmail", "desk@silale.example"]);
    // The public page does not show them: they are for the travellers staying there.
    const publicPage = await (await get(`/accommodations/${LODGE}`)).text();
    expect(publicPage).not.toContain("desk@silale.example");
  });

  it("links an itinerary night to one of our stays, refusing a stay that does not exist", async () => {
    const { trip, lodge } = f();
    const path = `/admin/tours/${trip.tourId}`;
    const fields = formWith(await staffPage(path), "days.0.accommodationId");
    expect(fields).toContainEqual(["days.0.accommodationId", String(lodge.id)]);
    expect(fields).toContainEqual(["days.1.accommodationId", ""]);
    const save = { intent: "save" };

    const unknown = await staffPost(
      path,
      withFields(fields, { ...save, "days.1.accommodationId": "999999" }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain(translation("en", "admin-content:errors.stay"));
    const notAnId = await staffPost(path, withFields(fields, { ...save, "days.1.accommodationId": "lodge" }));
    expect(notAnId.status).toBe(400);

    // The third night (no text) linked to the lodge: saved, named after it, and in the wallet.
    const saved = await staffPost(
      path,
      withFields(fields, { ...save, "days.2.accommodationId": String(lodge.id) }),
    );
    expect(saved.status).toBe(302);
    const after = formWith(await staffPage(path), "days.0.accommodationId");
    expect(after).toContainEqual(["days.2.accommodationId", String(lodge.id)]);
    expect(after).toContainEqual(["days.2.accommodation", lodge.name]);
    const contacts = await get(`/account/trips/${trip.reference}/contacts`, await cookieOf("owner"));
    expect(decode(await contacts.text())).toMatch(/2 nights: /);
  });
});
