import { describe, expect, it } from "vitest";
import { liveChatAllowedOn, liveChatSources, shouldLoadLiveChat } from "./live-chat";

describe("where the live chat may load", () => {
  it.each([
    "/",
    "/tours",
    "/tours/serengeti-classic",
    "/contact",
    "/compare/abc",
    "/wishlist",
    "/bookings-guide",
  ])("on %s", (path) => expect(liveChatAllowedOn(path)).toBe(true));

  it.each([
    "/admin",
    "/admin/analytics",
    "/account",
    "/account/bookings/12",
    "/booking",
    "/booking/success",
    "/mock-payment",
    "/login",
    "/register",
    "/reset-password",
    "/verify-email",
    "/auth/callback",
  ])("never on %s", (path) => expect(liveChatAllowedOn(path)).toBe(false));
});

describe("when the live chat loads", () => {
  const ready = { configured: true, consented: true, pathname: "/tours", documentPathname: "/" };

  it("only configured, with consent, on an allowed page of a document first loaded for an allowed page", () => {
    expect(shouldLoadLiveChat(ready)).toBe(true);
    expect(shouldLoadLiveChat({ ...ready, configured: false })).toBe(false);
    expect(shouldLoadLiveChat({ ...ready, consented: false })).toBe(false);
    expect(shouldLoadLiveChat({ ...ready, pathname: "/booking" })).toBe(false);
    // Its policy was made for /mock-payment: the chat's origin is not in it.
    expect(shouldLoadLiveChat({ ...ready, documentPathname: "/mock-payment" })).toBe(false);
  });
});

describe("the live chat's policy sources", () => {
  it("are Tawk's subdomains and WebSocket for Tawk, and a stand-in's origin alone otherwise", () => {
    const tawk = liveChatSources("https://embed.tawk.to");
    expect(tawk.script).toEqual(["https://*.tawk.to"]);
    expect(tawk.connect).toEqual(["https://*.tawk.to", "wss://*.tawk.to"]);
    expect(tawk.frame).toEqual(["https://*.tawk.to"]);
    const standIn = liveChatSources("http://127.0.0.1:4999");
    for (const sources of Object.values(standIn)) expect(sources).toEqual(["http://127.0.0.1:4999"]);
  });
});
