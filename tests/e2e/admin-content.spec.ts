import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_CONTENT_SECTIONS } from "../../app/components/admin/navigation";
import { expectNoSeriousA11yViolations, watchPageErrors } from "./fixtures";
import { signInAsStaff } from "./staff";

// Issue 16's acceptance: a staff member creates a tour with two itinerary
// days, a German title and description and an uploaded picture; publishes
// it; it is on /tours, in search, in the sitemap and in German at ?lang=de
// with the picture in responsive sizes; a new slug sends the old address on
// with a 301. axe on the media library's and the tour editor's pages.

/** A real photo-like PNG (a gradient), made here so the test needs no file. */
async function picture(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 120;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Shows a language's panel of a set of translation tabs (they hide the others once the page is hydrated). */
async function openTab(page: Page, tablist: string, language: RegExp) {
  await page.getByRole("tablist", { name: tablist }).getByRole("tab", { name: language }).click();
}

test("staff create, illustrate, translate, publish and move a tour", async ({ page }, testInfo) => {
  test.slow();
  await signInAsStaff(page, "content", testInfo);
  const errors = watchPageErrors(page);
  const unique = `${Date.now().toString(36)}${testInfo.project.name === "mobile" ? "m" : "d"}`;
  const title = `Kopjes Sunrise Safari ${unique}`;

  // 1. The picture: uploaded, then given its English alt text (required before use).
  await page.goto("/admin/media/upload");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Image file").setInputFiles({
    name: `../../kopjes-${unique}.jpg`,
    mimeType: "image/png",
    buffer: await picture(),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/admin\/media\/\d+\?uploaded=1/, { timeout: 30_000 });
  await page.getByLabel("Alt text (English)").fill(`Granite kopjes at sunrise ${unique}`);
  await page.getByRole("button", { name: "Save alt text" }).click();
  await expect(page.getByText("Alt text saved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 2. The tour: English, two days, German, the picture from the library's picker.
  await page.goto("/admin/tours/new");
  await expectNoSeriousA11yViolations(page);
  await page.locator('[name="title"]').fill(title);
  await page
    .locator('[name="shortDescription"]')
    .fill("Dawn drives among the granite kopjes of the Serengeti.");
  await page.locator('[name="description"]').fill("Two days of **early starts** and lions on the rocks.");
  await page.locator('[name="priceFrom"]').fill("980");
  await page.locator('[name="durationDays"]').fill("2");
  await page.locator('[name="maxGroupSize"]').fill("6");
  await page.getByRole("button", { name: "Add a day" }).click();
  await page.getByRole("button", { name: "Add a day" }).click();
  await expect(page.locator('[name="days.1.title"]')).toBeVisible();
  await page.locator('[name="days.0.title"]').fill("Arusha to the Serengeti");
  await page.locator('[name="days.0.description"]').fill("Fly to Seronera and drive to the kopjes.");
  await page.locator('[name="days.1.title"]').fill("Sunrise at the kopjes");
  await page.locator('[name="days.1.description"]').fill("Out before dawn, back to Arusha by evening.");
  const picker = page.getByLabel("Add a picture from the media library");
  const choice = await picker.locator("option", { hasText: unique }).getAttribute("value");
  await picker.selectOption(choice ?? "");
  await page.getByRole("button", { name: "Add the picture" }).click();
  await expect(page.locator('[name="images"]')).toHaveValue(
    /\/media\/library\/[a-z0-9]+\/1200\.webp \| Granite kopjes/,
  );

  await openTab(page, "Languages of this text", /^Deutsch/);
  await page.locator('[name="translations.de.title"]').fill(`Kopjes-Safari bei Sonnenaufgang ${unique}`);
  await page
    .locator('[name="translations.de.shortDescription"]')
    .fill("Pirschfahrten im Morgengrauen zwischen den Granitkopjes.");
  await page
    .locator('[name="translations.de.description"]')
    .fill("Zwei Tage mit **frühem Aufbruch** und Löwen auf den Felsen.");
  const germanDays: Array<[string, string]> = [
    ["Von Arusha in die Serengeti", "Flug nach Seronera und Fahrt zu den Kopjes."],
    ["Sonnenaufgang an den Kopjes", "Vor dem Morgengrauen hinaus, abends zurück in Arusha."],
  ];
  for (const [index, [dayTitle, dayText]] of germanDays.entries()) {
    await openTab(page, `Day ${index + 1} in other languages`, /^Deutsch/);
    await page.locator(`[name="days.${index}.translations.de.title"]`).fill(dayTitle);
    await page.locator(`[name="days.${index}.translations.de.description"]`).fill(dayText);
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tours\/\d+\?done=created/);
  const editUrl = page.url().replace(/\?.*$/, "");
  await expectNoSeriousA11yViolations(page);

  // 3. Published: on the site at once.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`“${title}” is published`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(editUrl);
  const slug = await page.locator('[name="slug"]').inputValue();
  expect(slug).toBe(`kopjes-sunrise-safari-${unique}`);

  await page.goto(`/search?q=${unique}`);
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/tours/${slug}</loc>`);
  expect(await tourListed(page, title)).toBe(true);

  await page.goto(`/tours/${slug}?lang=de`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(`Kopjes-Safari bei Sonnenaufgang ${unique}`);
  await expect(heading).toHaveAttribute("lang", "de");
  await expect(page.getByText("Pirschfahrten im Morgengrauen zwischen den Granitkopjes.")).toBeVisible();
  await expect(page.getByText("Sonnenaufgang an den Kopjes")).toBeVisible();
  // The first picture is the tour's main one (its alt is the tour's title there).
  const image = page.locator('img[srcset*="/media/library/"]').first();
  await expect(image).toHaveAttribute("srcset", /\/400\.webp 400w, .*\/800\.webp 800w, .*\/1200\.webp 1200w/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // 4. A new address: the old one answers 301 to it (the staff area back in English: ?lang=de was remembered).
  await page.goto(`${editUrl}?lang=en`);
  await page.locator('[name="slug"]').fill(`kopjes-dawn-safari-${unique}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Its old address now sends visitors to the new one (301).")).toBeVisible();
  const moved = await page.request.get(`/tours/${slug}?lang=de`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/tours/kopjes-dawn-safari-${unique}?lang=de`);
  await page.goto("/admin/tours");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/admin/media");
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

/** Whether the public tour list shows the tour on one of its pages. */
async function tourListed(page: Page, title: string): Promise<boolean> {
  for (let number = 1; number <= 10; number++) {
    const html = await (await page.request.get(`/tours?page=${number}`)).text();
    if (html.includes(title)) return true;
    if (!html.includes(`page=${number + 1}`)) return false;
  }
  return false;
}

// One test per editor: they run side by side, each within its own time limit.
for (const section of ADMIN_CONTENT_SECTIONS) {
  test(`the ${section.key} editor's list, new and edit pages are axe clean`, async ({ page }, testInfo) => {
    await signInAsStaff(page, "content", testInfo);
    const errors = watchPageErrors(page);
    await page.goto(section.to);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // An existing record's form (the demo content has some of each), then an empty one.
    // A single form (the branding) links to no record of its own.
    const records = page.locator(`main a[href^="${section.to}/"]:not([href$="/new"]):not([href$="/delete"])`);
    const edit = (await records.count()) > 0 ? await records.first().getAttribute("href") : null;
    if (edit) {
      await page.goto(edit);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    // An editor of fixed records (`noNew`: the site pages, the branding) has no empty form.
    if (!("noNew" in section && section.noNew)) {
      await page.goto(`${section.to}/new`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
  });
}
