import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accommodations, enquiries } from "#app/db/schema/index";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The accommodation editor over HTTP (issue 16, item 1): created through the
// plain form (a refused one keeps what was typed), previewed by staff while
// inactive (the public gets 404), activated and read at once on the public
// page, in German at ?lang=de; a new slug answers 301; a stale save is 409
// keeping the typing; a customer's enquiry keeps an accommodation from being
// deleted (deactivation offered instead); an unlinked one is deleted.

const HOTEL = "njiro-hill-boutique-hotel";

const site = setUpSeededServer(async (db) => {
  const people = await staffFixtures(db);
  // A customer's enquiry about a demo hotel: it must keep the hotel.
  const [hotel] = await db.select().from(accommodations).where(eq(accommodations.slug, HOTEL));
  if (!hotel) throw new Error(`no ${HOTEL} in the demo content`);
  await db.insert(enquiries).values({
    type: "accommodation",
    fullName: "Carol Customer",
    email: "carol@example.com",
    accommodationId: hotel.id,
  });
  return { ...people, hotelId: hotel.id };
});
const { get, post } = cookieClient(() => site.server.url);

const cookies = { staff: "", customer: "" };
async function signIn() {
  cookies.staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  cookies.customer ||= await sessionCookie(site.server.url, site.fixtures.customer.email);
}

const FIELDS = {
  name: "Lake Eyasi Bush Camp",
  slug: "",
  accommodationType: "camp",
  destinationId: "",
  location: "Lake Eyasi",
  latitude: "-3.6",
  longitude: "35.05",
  shortDescription: "Tents above the soda lake.",
  description: "Walk with the **Hadzabe** at dawn.",
  amenities: "Solar power\nBucket showers",
  highlights: "Hadzabe hunting walk",
  starRating: "",
  checkInTime: "13:00",
  checkOutTime: "10:00",
  maxGuests: "2",
  pricePerNight: "390",
  featuredImage: "",
  imageUrl: "",
  "translations.de.shortDescription": "Zelte über dem Natronsee.",
  "translations.de.description": "Morgens mit den **Hadzabe** unterwegs.",
  "translations.de.amenities": "Solarstrom\nEimerduschen",
  "translations.de.highlights": "Jagdgang mit den Hadzabe",
};

describe("the accommodation editor over HTTP", () => {
  it("creates, previews, activates, translates, moves and deletes an accommodation", async () => {
    await signIn();
    expect((await post("/admin/accommodations/new", FIELDS, cookies.customer)).status).toBe(403);

    // Refused: one coordinate without the other, too many amenities, an overlong description.
    const refused = await post(
      "/admin/accommodations/new",
      {
        ...FIELDS,
        longitude: "",
        amenities: Array.from({ length: 41 }, (_, i) => `Amenity ${i}`).join("\n"),
        description: "x".repeat(50_001),
      },
      cookies.staff,
    );
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Lake Eyasi Bush Camp");
    expect(refusedHtml).toContain('value="-3.6"');
    expect(refusedHtml).toContain("Fill in both latitude and longitude, or leave both empty.");
    expect(refusedHtml).toContain("At most 40 lines, each up to 150 characters.");
    expect(refusedHtml).toContain("This is too long.");
    // A body past the staff forms' limit (2 MiB) never reaches the form.
    const huge = await post(
      "/admin/accommodations/new",
      { ...FIELDS, description: "y".repeat(2_200_000) },
      cookies.staff,
    );
    expect(huge.status).toBe(413);
    await huge.body?.cancel();

    const created = await post("/admin/accommodations/new", FIELDS, cookies.staff);
    expect(created.status).toBe(302);
    expect(locationOf(created)).toMatch(/^\/admin\/accommodations\/\d+\?done=created$/);
    const editPath = locationOf(created).replace(/\?.*$/, "");

    // Inactive: the public and customers get 404, staff a preview that is never indexed.
    const path = "/accommodations/lake-eyasi-bush-camp";
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}?preview=1`, cookies.customer)).status).toBe(404);
    const preview = await get(`${path}?preview=1`, cookies.staff);
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Preview: this accommodation is not active.");
    expect(previewHtml).toMatch(/<meta name="robots" content="noindex/);
    // The editor in the staff member's language, no key left untranslated.
    const editHtml = await (await get(`${editPath}?lang=de`, cookies.staff)).text();
    expect(editHtml).toContain("Breitengrad");
    expect(editHtml).toContain("Vorschau auf der Website");
    expect(editHtml).not.toMatch(/>(form|errors|delete|tabs|imagePicker|map|types)\.[a-zA-Z]+</);
    expect(editHtml).toContain(`href="${path}?preview=1"`);
    // The position typed is drawn on the offline map (inline SVG, no tiles).
    expect(editHtml).toMatch(/data-testid="coordinate-picker"[\s\S]*data-testid="map-marker"/);

    // A picture chosen in the picker comes back in the chosen field, unsaved.
    const picked = await post(
      editPath,
      {
        ...FIELDS,
        version: "0",
        intent: "addImage:imageUrl",
        "pickImage:imageUrl": "/media/scenes/lodge.1.svg | A",
      },
      cookies.staff,
    );
    expect(picked.status).toBe(200);
    expect(await picked.text()).toMatch(/name="imageUrl"[^>]*value="\/media\/scenes\/lodge\.1\.svg"/);

    expect(
      (await post(editPath, { intent: "activate", version: "0", title: FIELDS.name }, cookies.staff)).status,
    ).toBe(302);
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Lake Eyasi Bush Camp");
    expect(html).toContain("Tents above the soda lake.");
    expect(html).not.toContain("Preview: this accommodation");
    const german = await (await get(`${path}?lang=de`)).text();
    expect(german).toContain("Zelte über dem Natronsee.");
    expect(german).toContain("Eimerduschen");

    // Listed by its filters, with its translation badges.
    const list = await (
      await get("/admin/accommodations?type=camp&active=yes&q=eyasi&sort=price&dir=desc", cookies.staff)
    ).text();
    expect(list).toContain(`href="${editPath}"`);
    expect(list).toContain("Deutsch: complete");

    // A new slug: the old address answers 301; the public page shows the edit at once.
    const moved = await post(
      editPath,
      { ...FIELDS, slug: "eyasi-bush-camp", shortDescription: "Tents above Lake Eyasi.", version: "1" },
      cookies.staff,
    );
    expect(moved.status).toBe(302);
    expect(locationOf(moved)).toContain("redirected=1");
    const old = await get(path);
    expect(old.status).toBe(301);
    expect(locationOf(old)).toBe("/accommodations/eyasi-bush-camp");
    expect(await (await get("/accommodations/eyasi-bush-camp")).text()).toContain("Tents above Lake Eyasi.");

    // Someone saved first: 409, and the form keeps what was typed.
    const stale = await post(editPath, { ...FIELDS, name: "Typed Over", version: "1" }, cookies.staff);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Typed Over"');

    // Nothing a customer made links to it: the confirmation lists the links, then it is deleted.
    const confirm = await get(`${editPath}/delete`, cookies.staff);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('data-testid="accommodation-links"');
    const deleted = await post(
      `${editPath}/delete`,
      { intent: "delete", version: "2", title: FIELDS.name },
      cookies.staff,
    );
    expect(deleted.status).toBe(302);
    expect(locationOf(deleted)).toMatch(/^\/admin\/accommodations\?done=deleted/);
    expect((await get(editPath, cookies.staff)).status).toBe(404);
    expect((await get("/accommodations/eyasi-bush-camp")).status).toBe(404);
  });

  it("keeps an accommodation a customer's enquiry names, offering to deactivate it", async () => {
    await signIn();
    const deletePath = `/admin/accommodations/${site.fixtures.hotelId}/delete`;
    const confirm = await get(deletePath, cookies.staff);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toMatch(/Enquiries from customers(<!-- -->)?: <strong>[1-9]/);
    expect(html).toContain('value="deactivate"');
    expect(html).not.toContain('value="delete"');

    const refused = await post(deletePath, { intent: "delete", version: "0", title: "Njiro" }, cookies.staff);
    expect(refused.status).toBe(409);
    await refused.body?.cancel();
    expect((await get(`/accommodations/${HOTEL}`)).status).toBe(200);

    const deactivated = await post(
      deletePath,
      { intent: "deactivate", version: "0", title: "Njiro" },
      cookies.staff,
    );
    expect(deactivated.status).toBe(302);
    expect(locationOf(deactivated)).toMatch(/done=deactivatedNotice/);
    expect((await get(`/accommodations/${HOTEL}`)).status).toBe(404);
  });
});
