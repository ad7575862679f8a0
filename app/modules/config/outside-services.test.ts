import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

// Decision 102: analytics forwarding and the live chat are off unless configured,
// and a half configuration stops the start-up instead of dropping events silently.

describe("analytics forwarding settings", () => {
  it("are off by default", () => {
    expect(parseEnv({}).analyticsForward).toBeNull();
    expect(
      parseEnv({ ANALYTICS_FORWARD: "off", GA4_MEASUREMENT_ID: "G-ABC123" }).analyticsForward,
    ).toBeNull();
  });

  it("read GA4's measurement id and secret, and its base without a trailing slash", () => {
    const config = parseEnv({
      ANALYTICS_FORWARD: "ga4",
      GA4_MEASUREMENT_ID: "G-ABC123",
      GA4_API_SECRET: "secret",
      GA4_API_URL: "http://127.0.0.1:9999/",
      ANALYTICS_FORWARD_TIMEOUT_MS: "500",
    });
    expect(config.analyticsForward).toEqual({
      provider: "ga4",
      url: "http://127.0.0.1:9999",
      measurementId: "G-ABC123",
      apiSecret: "secret",
      timeoutMs: 500,
    });
  });

  it("read Plausible's domain, at its own address by default", () => {
    expect(
      parseEnv({ ANALYTICS_FORWARD: "plausible", PLAUSIBLE_DOMAIN: "kilele.example" }).analyticsForward,
    ).toEqual({
      provider: "plausible",
      url: "https://plausible.io",
      domain: "kilele.example",
      timeoutMs: 3000,
    });
  });

  it("refuse a provider without its settings, or a measurement id that is not one, naming them", () => {
    expect(() => parseEnv({ ANALYTICS_FORWARD: "ga4", GA4_MEASUREMENT_ID: "G-ABC123" })).toThrow(
      /GA4_API_SECRET/,
    );
    expect(() => parseEnv({ ANALYTICS_FORWARD: "plausible" })).toThrow(/PLAUSIBLE_DOMAIN/);
    expect(() => parseEnv({ ANALYTICS_FORWARD: "matomo" })).toThrow(/ANALYTICS_FORWARD/);
    expect(() => parseEnv({ GA4_MEASUREMENT_ID: "UA-1234-1" })).toThrow(/GA4_MEASUREMENT_ID/);
  });
});

describe("live chat settings", () => {
  it("are off without a property id", () => {
    expect(parseEnv({}).liveChat).toBeNull();
  });

  it("make Tawk's script address from the property and widget", () => {
    expect(parseEnv({ LIVE_CHAT_PROPERTY_ID: "64ab12cd" }).liveChat).toEqual({
      scriptUrl: "https://embed.tawk.to/64ab12cd/default",
      origin: "https://embed.tawk.to",
    });
    expect(
      parseEnv({
        LIVE_CHAT_PROPERTY_ID: "64ab12cd",
        LIVE_CHAT_WIDGET_ID: "1h2j3k",
        LIVE_CHAT_SCRIPT_ORIGIN: "http://127.0.0.1:4999",
      }).liveChat?.scriptUrl,
    ).toBe("http://127.0.0.1:4999/64ab12cd/1h2j3k");
  });

  it("refuse an id that could break out of the address, and plain http outside a local stand-in", () => {
    expect(() => parseEnv({ LIVE_CHAT_PROPERTY_ID: "../evil" })).toThrow(/LIVE_CHAT_PROPERTY_ID/);
    expect(() => parseEnv({ LIVE_CHAT_SCRIPT_ORIGIN: "http://chat.example" })).toThrow(
      /LIVE_CHAT_SCRIPT_ORIGIN/,
    );
    expect(() => parseEnv({ LIVE_CHAT_SCRIPT_ORIGIN: "https://chat.example/path" })).toThrow(
      /LIVE_CHAT_SCRIPT_ORIGIN/,
    );
  });
});
