import { describe, expect, it } from "vitest";
import { loggablePath, redactDeep, redactSecrets } from "./log-redaction";

describe("loggablePath", () => {
  it.each([
    ["/reset-password?token=Sx7Qm2pLkA9vB3cD4eF5gH6j", "/reset-password?token=[redacted]"],
    ["/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2ln", "/verify-email?token=[redacted]"],
    [
      "/unsubscribe?email=amina%40example.org&token=9f8e7d6c5b4a",
      "/unsubscribe?email=[redacted]&token=[redacted]",
    ],
    ["/auth/callback?code=4%2F0Adeu5&state=xyz", "/auth/callback?code=[redacted]&state=[redacted]"],
    [
      "/x?access_token=a&API_KEY=b&Signature=c",
      "/x?access_token=[redacted]&API_KEY=[redacted]&Signature=[redacted]",
    ],
    ["/tours?category=beach&page=2", "/tours?category=beach&page=2"],
    ["/login?redirect=%2Fbooking", "/login?redirect=%2Fbooking"],
    ["/search?q=someone%40example.org", "/search?q=%5Bemail%5D"],
    ["/people/amina@example.org", "/people/[email]"],
    ["/tours", "/tours"],
  ])("logs %s as %s", (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });
});

describe("redactSecrets", () => {
  it("removes secret parameters of links, signed tokens, reset-token rows and addresses from free text", () => {
    expect(redactSecrets("GET https://x.example/verify-email?token=abc123&lang=de failed")).toBe(
      "GET https://x.example/verify-email?token=[redacted]&lang=de failed",
    );
    expect(redactSecrets("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sgn-abc_1 rejected")).toBe(
      "Bearer [redacted] rejected",
    );
    expect(redactSecrets("Failed query: select … params: reset-password:Sx7Qm2pLkA9v")).toBe(
      "Failed query: select … params: reset-password:[redacted]",
    );
    expect(redactSecrets("no mail for Amina.Mushi+safari@Example.co.tz")).toBe("no mail for [email]");
    expect(redactSecrets("listening on http://localhost:3000")).toBe("listening on http://localhost:3000");
  });

  it("goes through objects and arrays, and replaces string fields named like a secret", () => {
    expect(
      redactDeep({
        url: "/r?token=t1",
        list: ["a@b.co"],
        accessToken: "tok",
        status: 200,
        code: "ECONNRESET",
      }),
    ).toEqual({
      url: "/r?token=[redacted]",
      list: ["[email]"],
      accessToken: "[redacted]",
      status: 200,
      code: "ECONNRESET",
    });
  });
});
