import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  AUTH_SECRET_MIN_LENGTH,
  ConfigError,
  ENV_KEYS,
  parseEnv,
  REQUIRED_IN_PRODUCTION,
  trustProxySetting,
} from "./env.server";

/** A production configuration complete but for TRUST_PROXY. */
const PRODUCTION_BUT_PROXY = {
  NODE_ENV: "production",
  SITE_URL: "https://safaris.example",
  DATABASE_URL: "postgres://app@db:5432/app",
  AUTH_SECRET: "x".repeat(40),
  SMTP_URL: "smtp://mail.example:587",
  MAIL_FROM: "hi@safaris.example",
};

describe("configuration", () => {
  it("has safe defaults for the local demo", () => {
    const env = parseEnv({});
    expect(env.isProduction).toBe(false);
    expect(env.PORT).toBe(3000);
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SHUTDOWN_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it("names every missing required variable at once in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL: "https://example.com" })).toThrow(ConfigError);
    try {
      parseEnv({ NODE_ENV: "production", SITE_URL: "https://example.com" });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of REQUIRED_IN_PRODUCTION.filter((n) => n !== "SITE_URL"))
        expect(message).toContain(name);
      expect(message).not.toContain("SITE_URL");
    }
  });

  it("lets APP_ENV name the deployment when the server forces NODE_ENV", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_ENV: "development" })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "production", APP_ENV: "production" })).toThrow(ConfigError);
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      SITE_URL: "https://safaris.example/",
      DATABASE_URL: "postgres://app@db:5432/app",
      AUTH_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://mail.example:587",
      MAIL_FROM: "Kilele <hi@safaris.example>",
      TRUST_PROXY: "1",
    });
    expect(env.isProduction).toBe(true);
    expect(env.siteUrl).toBe("https://safaris.example");
    expect(env.trustProxy).toBe(1);
  });

  describe("TRUST_PROXY", () => {
    const production = PRODUCTION_BUT_PROXY;

    it("is required in production, and the message says what to put", () => {
      expect(() => parseEnv(production)).toThrow(
        /Missing required configuration in production: TRUST_PROXY \(.*"none" when clients connect directly\)/,
      );
      expect(() => parseEnv({ ...production, TRUST_PROXY: " " })).toThrow(/TRUST_PROXY/);
    });

    it('takes "none" for a server clients reach directly: X-Forwarded-For is then ignored', () => {
      expect(parseEnv({ ...production, TRUST_PROXY: "none" }).trustProxy).toBe(false);
      expect(parseEnv({ ...production, TRUST_PROXY: "false" }).trustProxy).toBe(false);
      // Outside production it may stay unset, which also trusts no proxy.
      expect(parseEnv({}).trustProxy).toBe(false);
    });

    it("takes a hop count, or addresses, subnets and range names", () => {
      expect(trustProxySetting("2")).toBe(2);
      expect(trustProxySetting("loopback")).toBe("loopback");
      expect(trustProxySetting(" 10.0.0.0/8, loopback ,fd00::/8 ")).toBe("10.0.0.0/8,loopback,fd00::/8");
      expect(trustProxySetting("192.0.2.7")).toBe("192.0.2.7");
    });

    it("refuses anything else, naming the variable", () => {
      for (const value of ["yes please", "proxy.internal", "10.0.0.0/8;loopback"]) {
        expect(trustProxySetting(value)).toBeNull();
        expect(() => parseEnv({ ...production, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
      }
    });
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("takes the hero video as a local path or an http(s) URL, and none by default", () => {
    expect(parseEnv({}).HERO_VIDEO_URL).toBeUndefined();
    expect(parseEnv({ HERO_VIDEO_URL: "" }).HERO_VIDEO_URL).toBeUndefined();
    expect(parseEnv({ HERO_VIDEO_URL: "/media/hero.mp4" }).HERO_VIDEO_URL).toBe("/media/hero.mp4");
    expect(
      parseEnv({ HERO_VIDEO_URL: "https://cdn.example/hero.mp4", MEDIA_HOSTS: "https://cdn.example" })
        .HERO_VIDEO_URL,
    ).toBe("https://cdn.example/hero.mp4");
    expect(() => parseEnv({ HERO_VIDEO_URL: "javascript:alert(1)" })).toThrow(/HERO_VIDEO_URL/);
    expect(() => parseEnv({ HERO_VIDEO_URL: "//cdn.example/hero.mp4" })).toThrow(/HERO_VIDEO_URL/);
  });

  // Issue 11, defect 12: the policy would block a video from a host it does not list.
  it("refuses a hero video on another site unless MEDIA_HOSTS lists its origin", () => {
    expect(() => parseEnv({ HERO_VIDEO_URL: "https://cdn.example/hero.mp4" })).toThrow(
      /HERO_VIDEO_URL: its origin must be listed in MEDIA_HOSTS/,
    );
  });

  it("takes IMAGE_HOSTS and MEDIA_HOSTS as https origins, none by default", () => {
    expect(parseEnv({})).toMatchObject({ imageOrigins: [], mediaOrigins: [] });
    expect(
      parseEnv({ IMAGE_HOSTS: "https://images.unsplash.com, https://images.pexels.com/", MEDIA_HOSTS: "" }),
    ).toMatchObject({ imageOrigins: ["https://images.unsplash.com", "https://images.pexels.com"] });
    expect(() => parseEnv({ IMAGE_HOSTS: "https://images.unsplash.com/photos" })).toThrow(/IMAGE_HOSTS/);
    expect(() => parseEnv({ MEDIA_HOSTS: "http://cdn.example" })).toThrow(/MEDIA_HOSTS/);
    // A local stand-in host for tests, never in production.
    expect(parseEnv({ IMAGE_HOSTS: "http://127.0.0.1:5307" }).imageOrigins).toEqual([
      "http://127.0.0.1:5307",
    ]);
    const production = {
      NODE_ENV: "production",
      SITE_URL: "https://x.example",
      DATABASE_URL: "postgres://x/y",
    };
    const secrets = {
      AUTH_SECRET: "s".repeat(32),
      SMTP_URL: "smtp://x",
      MAIL_FROM: "a@x.example",
      TRUST_PROXY: "none",
    };
    expect(() => parseEnv({ ...production, ...secrets, IMAGE_HOSTS: "http://127.0.0.1:5307" })).toThrow(
      /IMAGE_HOSTS/,
    );
  });

  it("refuses a short AUTH_SECRET, naming the variable and the length", () => {
    expect(() => parseEnv({ AUTH_SECRET: "x".repeat(AUTH_SECRET_MIN_LENGTH - 1) })).toThrow(
      new RegExp(`Invalid configuration: AUTH_SECRET: must be at least ${AUTH_SECRET_MIN_LENGTH} characters`),
    );
    expect(parseEnv({ AUTH_SECRET: "x".repeat(AUTH_SECRET_MIN_LENGTH) }).AUTH_SECRET).toHaveLength(32);
    // Unset (the local demo) is fine: a secret is generated into DATA_DIR.
    expect(parseEnv({ AUTH_SECRET: "" }).AUTH_SECRET).toBeUndefined();
  });

  it("seeds on start by default, but not in production unless asked", () => {
    const production = { ...PRODUCTION_BUT_PROXY, TRUST_PROXY: "none" };
    expect(parseEnv({}).SEED_ON_START).toBe(true);
    expect(parseEnv({ SEED_ON_START: "" }).SEED_ON_START).toBe(true);
    expect(parseEnv({ SEED_ON_START: "false" }).SEED_ON_START).toBe(false);
    expect(parseEnv(production).SEED_ON_START).toBe(false);
    expect(parseEnv({ ...production, SEED_ON_START: "true" }).SEED_ON_START).toBe(true);
    // The built server forces NODE_ENV; APP_ENV carries the operator's choice.
    expect(parseEnv({ NODE_ENV: "production", APP_ENV: "development" }).SEED_ON_START).toBe(true);
  });

  it("puts the default DATA_DIR in the app's folder, and takes a given one from the working directory", () => {
    const app = path.resolve("/srv/kilele");
    expect(parseEnv({}, { baseDir: app }).DATA_DIR).toBe(path.join(app, "data"));
    expect(parseEnv({}).DATA_DIR).toBe(path.resolve("data"));
    expect(parseEnv({ DATA_DIR: "/var/lib/kilele" }, { baseDir: app }).DATA_DIR).toBe(
      path.resolve("/var/lib/kilele"),
    );
    expect(parseEnv({ DATA_DIR: "./here" }, { baseDir: app }).DATA_DIR).toBe(path.resolve("here"));
  });

  it("is the only reader of process.env in app/ and server/ (decision 040)", () => {
    const allowed = new Set(["app/modules/config/env.server.ts", "server/index.ts"]);
    const readers = ["app", "server"]
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !allowed.has(file))
      .filter((file) => /process\.env\b/.test(readFileSync(file, "utf8")));
    expect(readers).toEqual([]);
  });

  it("lists every variable in .env.example", () => {
    const example = readFileSync(".env.example", "utf8");
    for (const key of ENV_KEYS) expect(example, key).toMatch(new RegExp(`^${key}=`, "m"));
  });
});

describe("account settings", () => {
  it("refuses loyalty tiers that do not rise, naming the variable", () => {
    expect(() => parseEnv({ LOYALTY_TIERS: "silver:1000,gold:500,platinum:15000" })).toThrow(/LOYALTY_TIERS/);
  });

  it("refuses a cancellation scale that cannot be read, naming the variable", () => {
    expect(parseEnv({}).CANCELLATION_POLICY).toBe("");
    expect(parseEnv({ CANCELLATION_POLICY: "90:10,30:60,0:100" }).CANCELLATION_POLICY).toBe(
      "90:10,30:60,0:100",
    );
    for (const setting of ["60:30", "60:50,30:20,0:100", "abc", "0:101"])
      expect(() => parseEnv({ CANCELLATION_POLICY: setting })).toThrow(/CANCELLATION_POLICY/);
  });

  it("reads the sign-in limits as numbers", () => {
    const config = parseEnv({ SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "3", ACCOUNT_LOCK_MS: "60000" });
    expect(config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT).toBe(3);
    expect(config.ACCOUNT_LOCK_MS).toBe(60_000);
  });
});
