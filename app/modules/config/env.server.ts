import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { NOT_FOUND_LOG_MAX_PATHS } from "#app/domain/admin/redirects-fields";
import { parseCancellationPolicy } from "#app/domain/booking/cancellation";
import { parseTierThresholds } from "#app/domain/loyalty";
import { isAllowedMediaUrl, parseOriginList } from "#app/domain/media/media-hosts";
import { DEFAULT_MEDIA_MAX_BYTES } from "#app/domain/media/upload";

function cancellationPolicyOrNull(setting: string) {
  try {
    return parseCancellationPolicy(setting);
  } catch {
    return null;
  }
}

function tierThresholdsOrNull(setting: string) {
  try {
    return parseTierThresholds(setting);
  } catch {
    return null;
  }
}

/**
 * Configuration, validated once at start-up. Every variable is listed in
 * `.env.example`. Defaults are safe for the local demo; when the operator
 * deploys with NODE_ENV=production, the variables in `REQUIRED_IN_PRODUCTION`
 * must be set and a missing one stops the process (spec section 8).
 */
export const REQUIRED_IN_PRODUCTION = [
  "SITE_URL",
  "DATABASE_URL",
  "AUTH_SECRET",
  "SMTP_URL",
  "MAIL_FROM",
  // Behind a proxy every visitor would share the proxy's address, and so one
  // per-address limit: the operator says which proxy to trust, or "none" (decision 027).
  "TRUST_PROXY",
] as const;

/** Added to the start-up message when TRUST_PROXY is missing, so the fix is in the message. */
const TRUST_PROXY_HINT =
  'TRUST_PROXY: the proxy in front (a hop count such as 1, addresses or subnets, "loopback"), or "none" when clients connect directly';

/** Express's "trust proxy" names for address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Express's "trust proxy" setting: false for "none"/"false"
 * (X-Forwarded-For is ignored), a hop count, or a list of addresses, subnets
 * and range names. Null when it is none of these.
 */
export function trustProxySetting(value: string | undefined): false | number | string | null {
  const setting = value?.trim() ?? "";
  if (["", "none", "false"].includes(setting.toLowerCase())) return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  const entries = setting.split(",").map((entry) => entry.trim());
  const valid = entries.every(
    (entry) => PROXY_RANGE_NAMES.has(entry.toLowerCase()) || isIP(entry.replace(/\/\d+$/, "")) !== 0,
  );
  return valid ? entries.join(",") : null;
}

/** 32 characters of a random base64 string carry about 190 bits, beyond any guessing. */
export const AUTH_SECRET_MIN_LENGTH = 32;

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
/** A same-origin path (/media/hero.mp4) or an http(s) URL. */
const optionalMediaSource = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .trim()
    .refine((v) => (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/\S+$/i.test(v), {
      message: "must be a path starting with / or an http(s) URL",
    })
    .optional(),
);

/** A retention period in milliseconds, given in days by default (0 prunes at once). */
const retentionDays = (days: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .default(days * 86_400_000);

const schema = z.object({
  NODE_ENV: z.string().default("development"),
  APP_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => trustProxySetting(v) !== null, {
        message: 'must be "none", a hop count, or addresses, subnets and "loopback" separated by commas',
      })
      .optional(),
  ),

  /**
   * Unset: `data/` in the app's folder (the one holding the build), wherever
   * the server is started from; a relative path given is taken from the
   * working directory, as the shell would.
   */
  DATA_DIR: optionalString,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** Defaults to on for the local demo and off in production (see parseEnv). */
  SEED_ON_START: z.preprocess(emptyAsUndefined, bool.optional()),

  /** Signs sessions and our own links; unset outside production, one is generated into DATA_DIR. */
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(AUTH_SECRET_MIN_LENGTH, {
        message: `must be at least ${AUTH_SECRET_MIN_LENGTH} characters (e.g. the output of \`openssl rand -base64 32\`)`,
      })
      .optional(),
  ),
  /** Comma-separated; a verified address in this list becomes super admin at sign-up or sign-in. */
  SUPER_ADMIN_EMAILS: z.string().default(""),
  /** Google sign-in appears only when both are set. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // Google's endpoints; tests point them at a local stand-in.
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  /** Brute force: failed sign-ins counted in this window, per account and per client address. */
  SIGN_IN_WINDOW_MS: z.coerce.number().int().positive().default(900_000),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  /** This many failures on one account within ACCOUNT_LOCK_WINDOW_MS lock it for ACCOUNT_LOCK_MS. */
  ACCOUNT_LOCK_THRESHOLD: z.coerce.number().int().positive().default(10),
  ACCOUNT_LOCK_WINDOW_MS: z.coerce.number().int().positive().default(86_400_000),
  ACCOUNT_LOCK_MS: z.coerce.number().int().positive().default(1_800_000),
  /** Loyalty tiers above bronze, as tier:points thresholds. */
  LOYALTY_TIERS: z
    .string()
    .default("silver:1000,gold:5000,platinum:15000")
    .refine((v) => tierThresholdsOrNull(v) !== null, {
      message: "must list silver, gold and platinum as tier:points with rising points",
    }),
  /** Points to the referrer when the friend's first trip is paid. */
  REFERRAL_REWARD_POINTS: z.coerce.number().int().min(0).default(500),
  /** Points per whole US dollar a traveller pays for a booking (a fraction allowed; 0 gives none). */
  LOYALTY_POINTS_PER_USD: z.coerce.number().min(0).max(1000).default(1),

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().default("Kilele Safaris <hello@kilele-safaris.example>"),
  ),
  STAFF_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("bookings@kilele-safaris.example")),
  STAFF_EMAIL_COPY: z.preprocess(emptyAsUndefined, z.email().default("operations@kilele-safaris.example")),
  /** Newsletter sign-ups and enquiries allowed per client address (and per email) in their window. */
  NEWSLETTER_WINDOW_MS: z.coerce.number().int().positive().default(3_600_000),
  NEWSLETTER_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  NEWSLETTER_MAX_PER_EMAIL: z.coerce.number().int().positive().default(3),
  ENQUIRY_WINDOW_MS: z.coerce.number().int().positive().default(3_600_000),
  ENQUIRY_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /**
   * Forms that send mail (sign-up, password-reset requests, verification mails):
   * posts per client address and per email address in the window, each form counted apart.
   */
  MAIL_FORM_WINDOW_MS: z.coerce.number().int().positive().default(3_600_000),
  MAIL_FORM_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  MAIL_FORM_MAX_PER_EMAIL: z.coerce.number().int().positive().default(3),
  /** Checks of the current password (change email, change password, delete account) per address and per account. */
  PASSWORD_CHECK_WINDOW_MS: z.coerce.number().int().positive().default(900_000),
  PASSWORD_CHECK_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  PASSWORD_CHECK_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(6),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  OUTBOX_ENABLED: bool.default(true),
  /**
   * How long operational records are kept (docs/decisions/028), and how often
   * the retention job prunes them. A period of 0 keeps nothing past the next run
   * (rate-limit hits and sign-in failures never go before their limits' windows).
   */
  RETENTION_ENABLED: bool.default(true),
  RETENTION_INTERVAL_MS: z.coerce.number().int().positive().default(3_600_000),
  RETENTION_RATE_LIMIT_HITS_MS: z.coerce.number().int().min(0).default(86_400_000),
  RETENTION_SIGN_IN_FAILURES_MS: retentionDays(30),
  RETENTION_SEARCH_QUERIES_MS: retentionDays(90),
  RETENTION_SECURITY_EVENTS_MS: retentionDays(365),
  RETENTION_SENT_EMAIL_MS: retentionDays(30),
  RETENTION_AUDIT_EVENTS_MS: retentionDays(730),
  RETENTION_NOT_FOUND_PATHS_MS: retentionDays(90),
  /** Analytics events older than this many days are deleted (decision 098); 0 keeps none past the next run. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(0).default(395),
  /** Analytics batches (POST /api/events) allowed per client address in the window. */
  ANALYTICS_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  ANALYTICS_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  /**
   * Forwarding of the events POST /api/events stored (decision 102), from the
   * server after answering: off, GA4's Measurement Protocol or Plausible's
   * Events API. Each needs its settings; the *_API_URL are the services' own
   * bases unless set (tests point them at local stand-ins).
   */
  ANALYTICS_FORWARD: z.enum(["off", "ga4", "plausible"]).default("off"),
  GA4_MEASUREMENT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/)
      .optional(),
  ),
  GA4_API_SECRET: optionalString,
  GA4_API_URL: z.preprocess(emptyAsUndefined, z.url().default("https://www.google-analytics.com")),
  PLAUSIBLE_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,253}$/)
      .optional(),
  ),
  PLAUSIBLE_API_URL: z.preprocess(emptyAsUndefined, z.url().default("https://plausible.io")),
  /** How long one forwarding request may take before it is given up. */
  ANALYTICS_FORWARD_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(3000),

  /**
   * Live chat (decision 102): Tawk.to's widget, only when a property id is
   * set. It loads after analytics consent and once the page is idle, never on
   * the staff area, account, sign-in and booking pages; the
   * Content-Security-Policy names LIVE_CHAT_SCRIPT_ORIGIN only then. The
   * origin is Tawk's own unless set (tests point it at a local stand-in).
   */
  LIVE_CHAT_PROPERTY_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,64}$/)
      .optional(),
  ),
  LIVE_CHAT_WIDGET_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default("default"),
  ),
  LIVE_CHAT_SCRIPT_ORIGIN: z.string().default("https://embed.tawk.to"),

  RATES_URL: z.preprocess(emptyAsUndefined, z.url().default("https://open.er-api.com/v6/latest/USD")),
  RATES_TTL_MS: z.coerce.number().int().positive().default(3_600_000),
  RATES_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),

  PHONE_PRIMARY: z.string().default("+255 754 123 456"),
  PHONE_SECONDARY: z.string().default("+255 688 765 432"),
  WHATSAPP_NUMBER: z.string().default("+255 754 123 456"),
  CONTACT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("hello@kilele-safaris.example")),
  BUSINESS_ADDRESS: z.string().default("Plot 42, Njiro Road, P.O. Box 1234, Arusha, Tanzania"),
  TOUR_OPERATOR_LICENCE: z.string().default("TALA/TO/2024/0412"),
  /**
   * The trip wallet's emergency numbers (decision 100): the office's 24-hour
   * line (PHONE_PRIMARY when unset), and an air-evacuation service the office
   * works with (its number and name; not shown when the number is unset).
   */
  OFFICE_EMERGENCY_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\+?[\d\s()-]{6,40}$/)
      .optional(),
  ),
  EVACUATION_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\+?[\d\s()-]{6,40}$/)
      .optional(),
  ),
  EVACUATION_PROVIDER: z.string().max(100).default(""),

  /** The home page's muted background video; unset, the hero keeps its still image. */
  HERO_VIDEO_URL: optionalMediaSource,
  /**
   * Outside origins that may serve pictures (IMAGE_HOSTS) and video
   * (MEDIA_HOSTS), comma-separated https origins; none by default. The
   * Content-Security-Policy allows exactly these (docs/decisions/033).
   */
  IMAGE_HOSTS: z.string().default(""),
  MEDIA_HOSTS: z.string().default(""),

  /**
   * The media library (issue 16, decision 090). MEDIA_MAX_BYTES: the largest
   * upload (its address gets this much body, plus the form's envelope, instead
   * of BODY_LIMIT_BYTES; held in memory while it is checked, hence the ceiling).
   * MEDIA_DIR: where pictures are kept on disk, DATA_DIR/media when unset.
   * With MEDIA_S3_ENDPOINT, _BUCKET, _ACCESS_KEY_ID and _SECRET_ACCESS_KEY
   * they go to S3-compatible storage instead (path-style requests). MEDIA_PUBLIC_URL:
   * a CDN base their URLs are served from, on IMAGE_HOSTS (the CSP allows no other).
   */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(DEFAULT_MEDIA_MAX_BYTES),
  MEDIA_DIR: optionalString,
  MEDIA_S3_ENDPOINT: optionalUrl,
  MEDIA_S3_BUCKET: optionalString,
  MEDIA_S3_REGION: optionalString,
  MEDIA_S3_ACCESS_KEY_ID: optionalString,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalString,
  MEDIA_PUBLIC_URL: optionalUrl,

  /** Booking (issue 13): the deposit's share of the total, and how many days before departure the balance is due. */
  DEPOSIT_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  BALANCE_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(60),
  /**
   * The cancellation scale the account shows before a traveller asks to
   * cancel: "days before departure:percent of the total kept", e.g.
   * "60:30,30:50,0:100". Empty: the default, whose first tier is the deposit
   * (domain/booking/cancellation.ts). A wrong scale stops the start-up.
   */
  CANCELLATION_POLICY: z
    .string()
    .default("")
    .refine((v) => v.trim() === "" || cancellationPolicyOrNull(v) !== null, {
      message:
        'must list "days:percent" tiers, one from 0 days, with percentages 0-100 that never fall nearer departure',
    }),
  /** How long Pay holds the seats (and a promo code's use) while the payment runs. */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().positive().max(1440).default(15),
  /** The job that releases expired holds: on or off, and how often it looks (every instance may run it). */
  BOOKING_HOLD_RELEASE_ENABLED: bool.default(true),
  BOOKING_HOLD_RELEASE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** The job that sends the payment and passport reminders (decision 081): on or off, and how often it looks. */
  BOOKING_REMINDERS_ENABLED: bool.default(true),
  BOOKING_REMINDERS_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),

  /**
   * Payments (issue 14, decision 085). Each real provider is switched on by its keys; with none,
   * the sandbox takes payments as before. Pesapal: cards and East African mobile money.
   */
  PESAPAL_CONSUMER_KEY: optionalString,
  PESAPAL_CONSUMER_SECRET: optionalString,
  PESAPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
  /** Pesapal's API base; unset, the one of PESAPAL_ENV (tests point it at a local stand-in). */
  PESAPAL_API_URL: optionalUrl,
  /** Stripe: Checkout for cards, for an operator that sells through a company abroad. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API base; unset, api.stripe.com (tests point it at a local stand-in). */
  STRIPE_API_URL: optionalUrl,
  /** Currencies a payment may be charged in, when the traveller displays one of them; else USD. */
  PAYMENT_CURRENCIES: z
    .string()
    .default("USD,EUR,GBP")
    .transform((v) =>
      v
        .split(",")
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((codes) => codes.includes("USD") && codes.every((code) => /^[A-Z]{3}$/.test(code)), {
      message: "must be currency codes separated by commas, USD among them",
    }),
  /** Balance reminders: days before the balance's due date, each sent once (decision 085). */
  BALANCE_REMINDER_DAYS: z
    .string()
    .default("14,7,1")
    .transform((v) =>
      v
        .split(",")
        .map((day) => Number(day.trim()))
        .filter((day) => Number.isInteger(day)),
    )
    .refine((days) => days.every((day) => day >= 0 && day <= 365), {
      message: "must be whole days (0-365) separated by commas",
    }),
  /** What an invoice says of the operator besides its name, address and licence. */
  TAX_ID_NUMBER: z.string().default("TIN 123-456-789"),
  VAT_NUMBER: z.string().default(""),

  /** A departure with this many seats left or fewer (and some sold) is labelled "limited". */
  AVAILABILITY_LIMITED_SEATS: z.coerce.number().int().min(0).max(100).default(4),
  /** The 404 log's most distinct paths (decision 087): a scanner cannot fill the database. */
  NOT_FOUND_LOG_MAX_PATHS: z.coerce.number().int().min(1).max(100_000).default(NOT_FOUND_LOG_MAX_PATHS),

  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(9000),
  /** Largest request body (forms, JSON) in bytes; a larger one is refused with 413 unread. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(65_536),
});

export type Env = Omit<z.infer<typeof schema>, "DATA_DIR" | "SEED_ON_START"> & {
  isProduction: boolean;
  /** An absolute path. */
  DATA_DIR: string;
  SEED_ON_START: boolean;
  /** TRUST_PROXY for Express (see trustProxySetting). */
  trustProxy: false | number | string;
  siteUrl: string;
  /** IMAGE_HOSTS and MEDIA_HOSTS, validated and normalised. */
  imageOrigins: string[];
  mediaOrigins: string[];
  /** The media library's object storage when the MEDIA_S3_* are set, else null (the disk). */
  mediaS3: MediaS3Settings | null;
  /** MEDIA_PUBLIC_URL without its trailing slash, or null: pictures are served by the site itself. */
  mediaPublicUrl: string | null;
  /** Where stored analytics events are forwarded, or null (ANALYTICS_FORWARD=off). */
  analyticsForward: AnalyticsForward | null;
  /** The live chat's script and origin when LIVE_CHAT_PROPERTY_ID is set, else null. */
  liveChat: { scriptUrl: string; origin: string } | null;
};

export type AnalyticsForward =
  | { provider: "ga4"; url: string; measurementId: string; apiSecret: string; timeoutMs: number }
  | { provider: "plausible"; url: string; domain: string; timeoutMs: number };

export class ConfigError extends Error {}

export type ParseOptions = {
  /** The app's folder, where the default DATA_DIR lies; the working directory by default. */
  baseDir?: string;
};

export function parseEnv(source: NodeJS.ProcessEnv, options: ParseOptions = {}): Env {
  // APP_ENV names the deployment; the built server forces NODE_ENV=production for
  // React's sake, so it copies the operator's NODE_ENV into APP_ENV first.
  const isProduction = (source.APP_ENV ?? source.NODE_ENV) === "production";
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !source[name]?.trim());
    if (missing.length > 0) {
      const hint = missing.includes("TRUST_PROXY") ? ` (${TRUST_PROXY_HINT})` : "";
      throw new ConfigError(`Missing required configuration in production: ${missing.join(", ")}${hint}`);
    }
  }
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const trustProxy = trustProxySetting(env.TRUST_PROXY) ?? false;
  return {
    ...env,
    isProduction,
    siteUrl,
    trustProxy,
    DATA_DIR: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(options.baseDir ?? ".", "data"),
    // A production database is never filled with demo content unless asked for.
    SEED_ON_START: env.SEED_ON_START ?? !isProduction,
    ...mediaOrigins(env, isProduction),
    ...mediaLibrary(env, isProduction),
    ...outsideServices(env, isProduction),
  };
}

/**
 * Analytics forwarding and live chat: a provider chosen without its settings
 * stops the start-up (events would be silently dropped), and the chat's
 * script origin follows IMAGE_HOSTS' rule (https; http for a loopback
 * stand-in outside production).
 */
function outsideServices(env: z.infer<typeof schema>, isProduction: boolean) {
  const problems: string[] = [];
  const base = (url: string) => url.replace(/\/+$/, "");
  const timeoutMs = env.ANALYTICS_FORWARD_TIMEOUT_MS;
  let analyticsForward: AnalyticsForward | null = null;
  if (env.ANALYTICS_FORWARD === "ga4") {
    if (!env.GA4_MEASUREMENT_ID || !env.GA4_API_SECRET) {
      problems.push("ANALYTICS_FORWARD=ga4 needs GA4_MEASUREMENT_ID and GA4_API_SECRET");
    } else {
      const { GA4_MEASUREMENT_ID: measurementId, GA4_API_SECRET: apiSecret } = env;
      analyticsForward = { provider: "ga4", url: base(env.GA4_API_URL), measurementId, apiSecret, timeoutMs };
    }
  } else if (env.ANALYTICS_FORWARD === "plausible") {
    if (!env.PLAUSIBLE_DOMAIN) problems.push("ANALYTICS_FORWARD=plausible needs PLAUSIBLE_DOMAIN");
    else {
      const domain = env.PLAUSIBLE_DOMAIN;
      analyticsForward = { provider: "plausible", url: base(env.PLAUSIBLE_API_URL), domain, timeoutMs };
    }
  }
  let liveChat: { scriptUrl: string; origin: string } | null = null;
  const chatOrigin = parseOriginList(env.LIVE_CHAT_SCRIPT_ORIGIN, { allowLoopbackHttp: !isProduction });
  if ("error" in chatOrigin || chatOrigin.origins.length !== 1) {
    problems.push(
      `LIVE_CHAT_SCRIPT_ORIGIN: ${"error" in chatOrigin ? chatOrigin.error : "must be one origin"}`,
    );
  } else if (env.LIVE_CHAT_PROPERTY_ID) {
    const origin = chatOrigin.origins[0] as string;
    liveChat = { scriptUrl: `${origin}/${env.LIVE_CHAT_PROPERTY_ID}/${env.LIVE_CHAT_WIDGET_ID}`, origin };
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  return { analyticsForward, liveChat };
}

/**
 * IMAGE_HOSTS and MEDIA_HOSTS as origins (http allowed for a loopback stand-in
 * outside production only), and a HERO_VIDEO_URL on another site must be on
 * MEDIA_HOSTS: the policy would block it.
 */
function mediaOrigins(env: z.infer<typeof schema>, isProduction: boolean) {
  const options = { allowLoopbackHttp: !isProduction };
  const images = parseOriginList(env.IMAGE_HOSTS, options);
  const media = parseOriginList(env.MEDIA_HOSTS, options);
  const problems = [
    "error" in images ? `IMAGE_HOSTS: ${images.error}` : null,
    "error" in media ? `MEDIA_HOSTS: ${media.error}` : null,
  ].filter(Boolean);
  const mediaList = "origins" in media ? media.origins : [];
  if (env.HERO_VIDEO_URL && !isAllowedMediaUrl(env.HERO_VIDEO_URL, mediaList) && !("error" in media)) {
    problems.push("HERO_VIDEO_URL: its origin must be listed in MEDIA_HOSTS");
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  return { imageOrigins: "origins" in images ? images.origins : [], mediaOrigins: mediaList };
}

export type MediaS3Settings = {
  /** The service's origin (https://s3.eu-central-1.amazonaws.com, http://127.0.0.1:9000 for MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const MEDIA_S3_REQUIRED = [
  "MEDIA_S3_ENDPOINT",
  "MEDIA_S3_BUCKET",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
] as const;

/**
 * The media library's storage and public base. Half an S3 configuration
 * stops the start-up (silently writing to the disk of one instance while the
 * others look in a bucket would lose pictures); MEDIA_PUBLIC_URL must be an
 * origin the CSP already allows, or every picture would be blocked.
 */
function mediaLibrary(env: z.infer<typeof schema>, isProduction: boolean) {
  const problems: string[] = [];
  const given = MEDIA_S3_REQUIRED.filter((name) => env[name]);
  if (given.length > 0 && given.length < MEDIA_S3_REQUIRED.length) {
    const missing = MEDIA_S3_REQUIRED.filter((name) => !env[name]);
    problems.push(`${missing.join(", ")}: S3 storage needs all of ${MEDIA_S3_REQUIRED.join(", ")}`);
  }
  let mediaS3: MediaS3Settings | null = null;
  if (env.MEDIA_S3_ENDPOINT && given.length === MEDIA_S3_REQUIRED.length) {
    const endpoint = new URL(env.MEDIA_S3_ENDPOINT);
    if (
      endpoint.pathname !== "/" ||
      endpoint.search ||
      endpoint.username ||
      !/^https?:$/.test(endpoint.protocol)
    ) {
      problems.push("MEDIA_S3_ENDPOINT: must be an http(s) origin only, the bucket goes in MEDIA_S3_BUCKET");
    }
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.MEDIA_S3_BUCKET ?? "")) {
      problems.push("MEDIA_S3_BUCKET: must be a bucket name (lowercase letters, digits, dots and hyphens)");
    }
    mediaS3 = {
      endpoint: endpoint.origin,
      bucket: env.MEDIA_S3_BUCKET ?? "",
      region: env.MEDIA_S3_REGION ?? "us-east-1",
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY ?? "",
    };
  }
  let mediaPublicUrl: string | null = null;
  if (env.MEDIA_PUBLIC_URL) {
    const base = new URL(env.MEDIA_PUBLIC_URL);
    const images = parseOriginList(env.IMAGE_HOSTS, { allowLoopbackHttp: !isProduction });
    if (base.search || base.hash || base.username || !/^https?:$/.test(base.protocol)) {
      problems.push("MEDIA_PUBLIC_URL: must be an http(s) address without query or credentials");
    } else if (!("origins" in images) || !images.origins.includes(base.origin)) {
      problems.push("MEDIA_PUBLIC_URL: its origin must be listed in IMAGE_HOSTS");
    }
    mediaPublicUrl = `${base.origin}${base.pathname}`.replace(/\/+$/, "");
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  return { mediaS3, mediaPublicUrl };
}

let cached: Env | undefined;
let baseDir: string | undefined;

/**
 * The validated configuration of this process, parsed from `process.env` on
 * first use. Nothing else in app/ or server/ reads `process.env` (a test
 * checks; server/index.ts only sets NODE_ENV before React loads). Scripts and
 * tests may.
 */
export function env(): Env {
  cached ??= parseEnv(process.env, { baseDir });
  return cached;
}

/**
 * The app's folder, which holds the default DATA_DIR. The built server sets
 * it from the build's own location, so it uses the same data from any working
 * directory (decision 041); scripts and tests run from the project folder and
 * keep the default, the working directory.
 */
export function setConfigBaseDir(dir: string) {
  baseDir = dir;
  cached = undefined;
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetEnvCache() {
  cached = undefined;
}

/** Every variable the app reads; `.env.example` must list each (a test checks). */
export const ENV_KEYS = Object.keys(schema.shape);
