import { describe, expect, it } from "vitest";
import { TEAM_MEMBERS } from "#app/db/seed/team";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// The testimonials and team editors over HTTP (issue 16, item 1): created,
// edited, approved/hidden, featured, moved and deleted through their forms
// without JavaScript; the public pages (/testimonials, /reviews, the home
// page, /about/team, /about) show each save at once, in German too; a stale
// version answers 409 keeping what was typed; bad input is a 4xx in the
// staff member's language; a customer is refused.

const site = setUpSeededServer(staffFixtures);
const { get, post } = cookieClient(() => site.server.url);

const cookies = { staff: "", customer: "" };
async function signIn() {
  cookies.staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  cookies.customer ||= await sessionCookie(site.server.url, site.fixtures.customer.email);
}

async function page(path: string, cookie?: string): Promise<string> {
  const answer = await get(path, cookie);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

const QUOTE = "Zebra crossings at dawn, and a guide who knew every bird by its call.";
const QUOTE_DE = "Zebras bei Sonnenaufgang und ein Guide, der jeden Vogel an seinem Ruf erkannte.";

describe("the testimonials editor over HTTP", () => {
  it("creates, shows, hides, refuses a stale or bad save, and deletes", async () => {
    await signIn();
    const fields = {
      clientName: "Zanele Mokoena",
      country: "South Africa",
      content: QUOTE,
      rating: "5",
      date: "",
      tourId: "",
      tourName: "Private Tarangire trip",
      avatarUrl: "",
      isActive: "on",
      isFeatured: "on",
      "translations.de.content": QUOTE_DE,
      intent: "save",
    };
    const created = await post("/admin/testimonials/new", fields, cookies.staff);
    expect(created.status).toBe(302);
    expect(locationOf(created)).toMatch(/^\/admin\/testimonials\?done=created/);
    const id = Number(/#testimonial-(\d+)$/.exec(created.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);

    // At once on the public pages: newest and featured, so first on the home page too; German at ?lang=de.
    expect(await page("/testimonials")).toContain(QUOTE);
    expect(await page("/reviews?lang=de")).toContain(QUOTE_DE);
    expect(await page("/")).toContain("Zebra crossings at dawn");
    const list = await page("/admin/testimonials?q=Zanele", cookies.staff);
    expect(list).toContain("Featured · on the home page");

    // Hidden from the list's button: gone from the site.
    const hidden = await post(
      "/admin/testimonials?q=Zanele",
      { id: String(id), version: "0", intent: "hide", title: "Zanele Mokoena" },
      cookies.staff,
    );
    expect(hidden.status).toBe(302);
    expect(locationOf(hidden)).toMatch(/^\/admin\/testimonials\?q=Zanele&done=hide/);
    expect(await page("/testimonials")).not.toContain(QUOTE);

    // A form loaded before the hide (version 0): 409, and what was typed is kept.
    const stale = await post(
      `/admin/testimonials/${id}`,
      { ...fields, clientName: "Typed by the second editor", version: "0" },
      cookies.staff,
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Typed by the second editor");

    // Bad input: 400, beside the fields, in the staff member's language; overlong text refused.
    const bad = await post(
      "/admin/testimonials/new?lang=de",
      { ...fields, content: "", rating: "9", date: "2099-01-01" },
      cookies.staff,
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Geben Sie den Erfahrungsbericht ein.");
    expect(badHtml).toContain("Wählen Sie 1 bis 5 Sterne.");
    expect(badHtml).toContain("Zanele Mokoena");
    const long = await post(
      "/admin/testimonials/new",
      { ...fields, content: "x".repeat(2001) },
      cookies.staff,
    );
    expect(long.status).toBe(400);
    await long.body?.cancel();

    // Deleted after its confirmation page; a customer cannot.
    expect(await page(`/admin/testimonials/${id}/delete`, cookies.staff)).toContain("Delete the testimonial");
    const refused = await post(
      `/admin/testimonials/${id}/delete`,
      { version: "1", intent: "delete" },
      cookies.customer,
    );
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
    const deleted = await post(
      `/admin/testimonials/${id}/delete`,
      { version: "1", intent: "delete", title: "Zanele Mokoena" },
      cookies.staff,
    );
    expect(deleted.status).toBe(302);
    expect(locationOf(deleted)).toMatch(/^\/admin\/testimonials\?done=deleted/);
    expect((await get(`/admin/testimonials/${id}`, cookies.staff)).status).toBe(404);
  });
});

describe("the team editor over HTTP", () => {
  it("adds a person last, moves, translates, hides and deletes them, as /about/team shows", async () => {
    await signIn();
    const lastSeeded = TEAM_MEMBERS.filter((member) => member.isActive)
      .sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0))
      .at(-1)?.name as string;
    const fields = {
      name: "Zawadi Ndege",
      role: "Birding Guide",
      bio: "Knows four hundred birds by their call.",
      photoUrl: "",
      languages: "English, Swahili, Dutch",
      yearsExperience: "9",
      isActive: "on",
      "translations.de.role": "Vogelkundliche Führerin",
      "translations.de.bio": "Kennt vierhundert Vögel an ihrem Ruf.",
      intent: "save",
    };

    // The media picker without JavaScript: the form comes back with the photo chosen, nothing saved.
    const picked = await post(
      "/admin/team/new",
      { ...fields, intent: "addImage", pickImage: "/media/scenes/portrait.7.svg | A guide" },
      cookies.staff,
    );
    expect(picked.status).toBe(200);
    expect(await picked.text()).toMatch(/name="photoUrl"[^>]*value="\/media\/scenes\/portrait\.7\.svg"/);

    const created = await post(
      "/admin/team/new",
      { ...fields, photoUrl: "/media/scenes/portrait.7.svg" },
      cookies.staff,
    );
    expect(created.status).toBe(302);
    const id = Number(/#member-(\d+)$/.exec(created.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    const team = await page("/about/team");
    expect(team.indexOf("Zawadi Ndege")).toBeGreaterThan(team.indexOf(lastSeeded));
    expect(await page("/about/team?lang=de")).toContain("Vogelkundliche Führerin");

    // Up one place: before the last seeded person now.
    const moved = await post("/admin/team", { intent: `move-up:${id}`, version: "0" }, cookies.staff);
    expect(moved.status).toBe(302);
    expect(locationOf(moved)).toMatch(/^\/admin\/team\?done=moved/);
    const after = await page("/about/team");
    expect(after.indexOf("Zawadi Ndege")).toBeLessThan(after.indexOf(lastSeeded));

    // Too many languages: 400 in the staff member's language, what was typed kept.
    const bad = await post(
      "/admin/team/new?lang=fr",
      { ...fields, name: "Typed name", languages: Array.from({ length: 13 }, (_, i) => `L${i}`).join(", ") },
      cookies.staff,
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("12 langues au maximum.");
    expect(badHtml).toContain("Typed name");

    // Hidden: off the team page at once.
    const hidden = await post(
      "/admin/team",
      { id: String(id), version: "1", intent: "deactivate", title: "Zawadi Ndege" },
      cookies.staff,
    );
    expect(hidden.status).toBe(302);
    expect(await page("/about/team")).not.toContain("Zawadi Ndege");

    // Deleted after its confirmation; the stale version first is a 409.
    expect(await page(`/admin/team/${id}/delete`, cookies.staff)).toContain("Delete the team member");
    const stale = await post(`/admin/team/${id}/delete`, { version: "1", intent: "delete" }, cookies.staff);
    expect(stale.status).toBe(409);
    await stale.body?.cancel();
    const deleted = await post(
      `/admin/team/${id}/delete`,
      { version: "2", intent: "delete", title: "Zawadi Ndege" },
      cookies.staff,
    );
    expect(deleted.status).toBe(302);
    expect((await page("/admin/team", cookies.staff)).includes("Zawadi Ndege")).toBe(false);
  });
});
