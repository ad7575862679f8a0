import { describe, expect, it } from "vitest";
import { isGuessablePassword, newPasswordProblem, personalWords } from "./password-policy.server";

const WANJIRU = { name: "Wanjiru Kariuki", email: "wanjiru.kariuki@kilele-mail.co.tz" };
const SOMEONE_ELSE = { name: "Test Traveller", email: "test.traveller@example.org" };

describe("the password policy", () => {
  it.each(["password123", "Password123!", "qwertyuiop", "12345678", "iloveyou2", "summer2024", "abcdefgh"])(
    "refuses the common password %j",
    (password) => {
      expect(isGuessablePassword(password, SOMEONE_ELSE)).toBe(true);
      expect(newPasswordProblem(password, SOMEONE_ELSE)).toBe("validation:passwordTooCommon");
    },
  );

  it.each(["wanjirukariuki", "Kariuki2024", "KariukiWanjiru", "kariuki1990", "kilele-mail"])(
    "refuses %j, made of the owner's name or address, but not for someone else",
    (password) => {
      expect(isGuessablePassword(password, WANJIRU)).toBe(true);
      expect(isGuessablePassword(password, SOMEONE_ELSE)).toBe(false);
    },
  );

  it.each([
    "乞力马扎罗山上的雪豹在清晨歌唱",
    "ζεστό τσάι στο βουνό τη νύχτα",
    "Sérengeti-Zèbre-Lune-Café",
    "Löwe Mond Kaffee Brücke",
    "correct horse battery",
    "Ngorongoro-2610",
  ])("accepts the passphrase %j", (password) => {
    expect(newPasswordProblem(password, WANJIRU)).toBeNull();
  });

  it("gives the estimator the words of the name and the address", () => {
    expect(personalWords(WANJIRU)).toEqual(
      expect.arrayContaining([
        "wanjiru kariuki",
        "wanjirukariuki",
        "wanjiru",
        "kariuki",
        "wanjiru.kariuki@kilele-mail.co.tz",
        "wanjiru.kariuki",
        "kilele",
        "mail",
      ]),
    );
    expect(personalWords({ name: null, email: null })).toEqual([]);
  });
});
