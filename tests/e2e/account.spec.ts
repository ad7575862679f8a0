import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, PHONE, watchPageErrors } from "./fixtures";

const PASSWORD = "Lake Manyara 2027";

/** A new account, signed in in this browser context. */
async function signUp(page: import("@playwright/test").Page, prefix: string, project: string) {
  const email = `${prefix}-${project}-${Date.now()}@example.com`;
  const created = await page.request.post("/register", {
    form: { email, fullName: "Zawadi Swai", password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(created.status());
  return email;
}

test.describe("account page", () => {
  test("in French: every section is there and accessible", PHONE, async ({ page }, testInfo) => {
    const errors = watchPageErrors(page);
    const email = await signUp(page, "compte", testInfo.project.name);
    await page.goto("/account?lang=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const section of [
      "Profil",
      "Adresse e-mail",
      "Programme de fidélité",
      "Parrainez un proche",
      "Mes réservations",
      "Préférences",
      "Mot de passe",
      "Vos données",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByTestId("loyalty-tier")).toHaveText("Bronze");
    await expect(page.getByLabel("Votre lien de parrainage")).toHaveValue(/\/register\?ref=[A-Z0-9]+$/);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("editing the profile: errors next to the field, then saved", async ({ page }, testInfo) => {
    const errors = watchPageErrors(page);
    await signUp(page, "profil", testInfo.project.name);
    await page.goto("/account?lang=fr");
    const profile = page.locator("#profile");
    const name = profile.getByLabel("Nom complet");
    await expect(name).toHaveValue("Zawadi Swai");

    await name.fill("Z");
    await profile.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(profile.getByText("Le nom complet doit comporter entre 2 et 100 caractères")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("Z");
    await expectNoSeriousA11yViolations(page);

    await name.fill("Zawadi Swai-Mushi");
    await profile.getByLabel("Téléphone").fill("+255 754 000 111");
    await profile.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(profile.getByRole("status")).toHaveText("Votre profil a été enregistré.");

    await page.reload();
    await expect(page.locator("#profile").getByLabel("Nom complet")).toHaveValue("Zawadi Swai-Mushi");
    await expect(page.locator("#profile").getByLabel("Téléphone")).toHaveValue("+255 754 000 111");
    // The refused form answers 400 on purpose; the browser logs that, nothing else may be logged.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  });
});
