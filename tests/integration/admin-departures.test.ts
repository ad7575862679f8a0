import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { bookingTravellers } from "#app/db/schema/index";
import { addDays, officeToday } from "#app/domain/dates";
import { cookieClient } from "#tests/browser";
import { createBooking, createDeparture, createTour } from "#tests/factories";
import { decode, withoutScripts } from "#tests/html";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// /admin/departures over HTTP (issue 15, item 4): the list and calendar in
// the URL, a series created and seen on /tour-availability, refusals with
// their message beside the field (never a 500), the manifest as a page and CSV.

const TODAY = officeToday();
/** A Monday at least 40 days ahead. */
const MONDAY = (() => {
  const start = addDays(TODAY, 40);
  const weekday = new Date(`${start}T00:00:00Z`).getUTCDay();
  return addDays(start, (8 - weekday) % 7);
})();

async function fixtures(db: Database) {
  const people = await staffFixtures(db);
  const tour = await createTour(db, {
    title: "Zebra Plains Test Safari",
    durationDays: 4,
    priceFrom: 180_000,
  });
  const busy = await createDeparture(db, {
    tourId: tour.id,
    startDate: addDays(MONDAY, 2),
    endDate: addDays(MONDAY, 5),
    capacity: 10,
    seatsTaken: 6,
  });
  const booking = await createBooking(db, {
    departureId: busy.id,
    status: "paid",
    adults: 2,
    seatCount: 2,
    rooms: { twin: 1 },
    dietaryRequirements: "No nuts",
  });
  await db.insert(bookingTravellers).values([
    {
      bookingId: booking.id,
      position: 1,
      kind: "adult",
      firstName: "Amani",
      lastName: "Otieno",
      nationality: "KE",
    },
    {
      bookingId: booking.id,
      position: 2,
      kind: "adult",
      firstName: "Zawadi",
      lastName: "Otieno",
      nationality: "KE",
    },
  ]);
  return { ...people, tour, busy, booking };
}

const site = setUpSeededServer(fixtures);
const { get, post } = cookieClient(() => site.server.url);

let staffCookie = "";
async function staff() {
  staffCookie ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  return staffCookie;
}

/** A form post with repeated fields (the series' weekdays). */
async function postParams(path: string, params: URLSearchParams, cookie: string) {
  return fetch(`${site.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url, cookie },
    body: params,
  });
}

/** A page's `?format=csv`: sent on to its download (a resource route), which answers the CSV. */
async function download(path: string, csvPath: string) {
  const first = await get(path, await staff());
  expect(first.status).toBe(302);
  expect(first.headers.get("location")).toBe(csvPath);
  const csv = await get(csvPath, await staff());
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
  return csv;
}

const page = async (response: Response) => decode(withoutScripts(await response.text()));

describe("/admin/departures", () => {
  it("lists a tour's departures with seats and label, filtered and sorted in the URL, and as CSV", async () => {
    const { tour, busy } = site.fixtures;
    const response = await get(`/admin/departures?tour=${tour.id}&sort=start&dir=asc`, await staff());
    expect(response.status).toBe(200);
    const html = await page(response);
    expect(html).toContain('data-testid="departures-list"');
    expect(html).toContain(`href="/admin/departures/${busy.id}"`);
    expect(html).toContain(`href="/admin/departures/${busy.id}/manifest"`);
    expect(html).toMatch(/data-label="Left">4</);
    expect(html).toContain("Add a series of departures");

    // The search box looks in the tour's title, across tours.
    const found = await page(await get("/admin/departures?q=zebra%20plains", await staff()));
    expect(found).toContain(`href="/admin/departures/${busy.id}"`);
    const none = await page(await get("/admin/departures?q=no%20such%20tour%25", await staff()));
    expect(none).toContain("No departures match these filters.");

    const csv = await download(
      `/admin/departures?tour=${tour.id}&format=csv`,
      `/admin/departures.csv?tour=${tour.id}`,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^id,tour,start,end,capacity,taken,held,left,status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${busy.id},Zebra Plains Test Safari,${busy.startDate}`);
  });

  it("shows the month as a calendar grid, navigated by the URL", async () => {
    const { tour, busy } = site.fixtures;
    const month = busy.startDate.slice(0, 7);
    const html = await page(
      await get(`/admin/departures?tour=${tour.id}&view=calendar&month=${month}`, await staff()),
    );
    expect(html).toContain('data-testid="departures-calendar"');
    expect(html).toContain("4 of 10 seats left");
    expect(html).toMatch(/rel="next"[^>]*>|href="[^"]*month=/);
  });

  it("creates a series, reports the date the tour already has, and the dates appear on /tour-availability", async () => {
    const { tour, busy } = site.fixtures;
    const params = new URLSearchParams({
      intent: "series",
      tourId: String(tour.id),
      from: MONDAY,
      to: addDays(MONDAY, 16),
      capacity: "12",
      price: "",
    });
    // Mondays and Wednesdays: the first Wednesday is the departure the tour has.
    params.append("weekday", "1");
    params.append("weekday", "3");
    const response = await postParams(`/admin/departures?tour=${tour.id}`, params, await staff());
    expect(response.status).toBe(200);
    const html = await page(response);
    expect(html).toContain("5 departures were added.");
    expect(html).toContain(`1 date was skipped because the tour already has it: ${busy.startDate}.`);

    const availability = await page(await get(`/tour-availability?tour=${tour.id}`));
    for (const date of [
      MONDAY,
      addDays(MONDAY, 7),
      addDays(MONDAY, 9),
      addDays(MONDAY, 14),
      addDays(MONDAY, 16),
    ])
      expect(availability).toContain(date);
  });

  it("refuses bad input beside the field in the staff member's language, keeping what was typed", async () => {
    const { tour } = site.fixtures;
    const response = await post(
      `/admin/departures?tour=${tour.id}`,
      { intent: "create", tourId: String(tour.id), startDate: "2020-02-30", capacity: "0", price: "12,5" },
      await staff(),
    );
    expect(response.status).toBe(400);
    const html = await page(response);
    expect(html).toContain("Enter a whole number of seats from 1 to 500.");
    expect(html).toContain("Enter an amount in US dollars");
    expect(html).toContain('value="12,5"');

    const german = await post(
      `/admin/departures?tour=${tour.id}&lang=de`,
      { intent: "create", tourId: String(tour.id), startDate: addDays(TODAY, 90), capacity: "900" },
      await staff(),
    );
    expect(german.status).toBe(400);
    expect(await page(german)).toContain("Geben Sie eine ganze Zahl von Plätzen zwischen 1 und 500 ein.");
  });
});

describe("/admin/departures/:id", () => {
  it("refuses a capacity below the seats taken with a message, and a save over someone else's with the conflict", async () => {
    const { busy } = site.fixtures;
    const path = `/admin/departures/${busy.id}`;
    const form = { intent: "update", version: "0", capacity: "5", price: "", limitedSeats: "" };
    const below = await post(path, form, await staff());
    expect(below.status).toBe(409);
    const html = await page(below);
    expect(html).toContain(
      "The capacity cannot be lower than the 6 seats already taken or held (6 taken, 0 held).",
    );
    expect(html).toContain('value="5"');

    const saved = await post(path, { ...form, capacity: "11", limitedSeats: "6" }, await staff());
    expect(saved.status).toBe(200);
    expect(await page(saved)).toContain("The departure was saved.");
    // The same version again: someone saved in between.
    const stale = await post(path, { ...form, capacity: "14" }, await staff());
    expect(stale.status).toBe(409);
    expect(await page(stale)).toContain("Someone else saved this record after you opened it.");

    // Five seats left, under the departure's own threshold of six: the public site says few seats left.
    const availability = await page(await get(`/tour-availability?tour=${busy.tourId}`));
    expect(availability).toMatch(/limited|Few seats|few seats/i);
  });

  it("closes sales and reopens; refuses to cancel while bookings have seats", async () => {
    const { busy } = site.fixtures;
    const path = `/admin/departures/${busy.id}`;
    const edit = await page(await get(path, await staff()));
    const version = edit.match(/name="version" value="(\d+)"/)?.[1] ?? "0";
    const cancel = await post(path, { intent: "status", version, status: "cancelled" }, await staff());
    expect(cancel.status).toBe(409);
    expect(await page(cancel)).toContain("Move or cancel them first, or close sales instead.");
    const close = await post(path, { intent: "status", version, status: "closed" }, await staff());
    expect(close.status).toBe(200);
    expect(await page(close)).toContain("Sales are closed. Existing bookings are kept.");
    const reopen = await post(
      path,
      { intent: "status", version: String(Number(version) + 1), status: "scheduled" },
      await staff(),
    );
    expect(reopen.status).toBe(200);
  });

  it("answers 404 for a departure that does not exist", async () => {
    expect((await get("/admin/departures/999999", await staff())).status).toBe(404);
  });
});

describe("/admin/departures/tour/:tourId", () => {
  it("refuses an overlapping group-size price with a message, not a 500", async () => {
    const { tour } = site.fixtures;
    const path = `/admin/departures/tour/${tour.id}`;
    const stampOf = async () =>
      (await page(await get(path, await staff()))).match(/name="stamp" value="([^"]+)"/)?.[1] ?? "";
    const tier = { intent: "addTier", minTravellers: "1", maxTravellers: "4", pricePerPerson: "2100" };
    expect((await post(path, { ...tier, stamp: await stampOf() }, await staff())).status).toBe(200);
    const overlap = await post(
      path,
      { ...tier, minTravellers: "3", maxTravellers: "8", stamp: await stampOf() },
      await staff(),
    );
    expect(overlap.status).toBe(409);
    expect(await page(overlap)).toContain("This range overlaps the price for 1 to 4 travellers.");

    // An extra with a key that is not one: refused beside the field, what was typed kept.
    const extra = await post(
      path,
      {
        intent: "extra",
        stamp: await stampOf(),
        key: "Park Fees",
        labelEn: "Park fees",
        price: "120",
        basis: "per_person",
      },
      await staff(),
    );
    expect(extra.status).toBe(400);
    const refusedExtra = await page(extra);
    expect(refusedExtra).toContain("Use lower-case letters, digits and hyphens only");
    expect(refusedExtra).toContain('value="Park Fees"');
  });
});

describe("/admin/departures/:id/manifest", () => {
  it("lists the travellers with a print button and a print stylesheet, and says who is listed", async () => {
    const { busy, booking } = site.fixtures;
    const response = await get(`/admin/departures/${busy.id}/manifest`, await staff());
    expect(response.status).toBe(200);
    const html = await page(response);
    expect(html).toContain('data-testid="manifest"');
    expect(html).toContain("Amani Otieno");
    expect(html).toContain("Zawadi Otieno");
    expect(html).toContain(booking.reference);
    expect(html).toContain("No nuts");
    expect(html).toContain("1 × Twin");
    expect(html).toContain(">Print<");
    expect(html).toContain("Bookings still waiting for their payment are not.");
    const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const css = (await Promise.all(stylesheets.map(async (href) => (await get(href ?? "")).text()))).join(
      "\n",
    );
    expect(css).toMatch(/@media print\s*{[^}]*\.admin-header/);
  });

  it("gives the manifest as CSV", async () => {
    const { busy, booking } = site.fixtures;
    const csv = await download(
      `/admin/departures/${busy.id}/manifest?format=csv`,
      `/admin/departures/${busy.id}/manifest.csv`,
    );
    expect(csv.headers.get("content-disposition")).toContain(`manifest-${busy.startDate}-${busy.id}`);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(
      /^booking,traveller,kind,name,date_of_birth,age_at_departure,nationality,passport/,
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${booking.reference},1,adult,Amani Otieno,,,KE,`)),
      expect.stringMatching(new RegExp(`^${booking.reference},2,adult,Zawadi Otieno,,,KE,`)),
    ]);
  });
});
