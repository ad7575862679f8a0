import { describe, expect, it } from "vitest";
import { decodeFlash, encodeFlash } from "./flash";

describe("the analytics hand-over cookie", () => {
  it("carries the server's events and their method there and back", () => {
    const events = [{ name: "sign_up", method: "password" }, { name: "referral_used" }] as const;
    expect(encodeFlash(events)).toBe("sign_up:password.referral_used");
    expect(decodeFlash(encodeFlash(events))).toEqual(events);
    expect(decodeFlash("login:google")).toEqual([{ name: "login", method: "google" }]);
  });

  it("keeps only our own events and methods, and a few of them", () => {
    expect(decodeFlash(null)).toEqual([]);
    expect(decodeFlash("purchase.login:telepathy.<script>")).toEqual([{ name: "login" }]);
    expect(decodeFlash("login.login.login.login.login")).toHaveLength(3);
  });
});
