import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { persistentDatabase } from "#tests/accounts";
import { locationOf, TestBrowser } from "#tests/browser";
import { startGoogleStandIn } from "#tests/google-stand-in";
import { smtpUrl, startSmtpServer, waitForMail } from "#tests/mailbox";
import type { RunningServer } from "#tests/server";
import { logIn, PASSWORD, signedUp, uniqueEmail } from "#tests/sign-up";
import { rendered, visible } from "./translated";

// Sign-in behaviour seen from the database: what is stored (a lock's security
// event, a reset token's lifetime, a role granted at sign-in), and what the
// visitor reads when the database fails under the auth service. The faults are
// triggers that fire only for a marker the test sends, so everything else works.

let database: Awaited<ReturnType<typeof persistentDatabase>>;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let serverEnv: Record<string, string>;

/** Listed in SUPER_ADMIN_EMAILS for this file's server. */
const BOSS = `boss.${Date.now().toString(36)}@example.org`;
/** A session created with this user agent cannot be stored: the session table refuses it. */
const BROKEN_SESSION_AGENT = "kilele-test/session-store-down";
/** A Google sign-in returning to a path with this marker cannot store its OAuth state. */
const BROKEN_STATE_MARKER = "oauth-state-store-down";
/** A profile saved with this name finds no row to update, as if the account had just gone. */
const VANISHING_NAME = "Vanishing Traveller";

const FAULTS = [
  `create function kilele_test_refuse_session() returns trigger language plpgsql as $$
   begin
     if new.user_agent = '${BROKEN_SESSION_AGENT}' then raise exception 'session store is down'; end if;
     return new;
   end $$`,
  `create trigger kilele_test_refuse_session before insert on sessions
     for each row execute function kilele_test_refuse_session()`,
  `create function kilele_test_refuse_state() returns trigger language plpgsql as $$
   begin
     if new.value like '%${BROKEN_STATE_MARKER}%' then raise exception 'verification store is down'; end if;
     return new;
   end $$`,
  `create trigger kilele_test_refuse_state before insert on verifications
     for each row execute function kilele_test_refuse_state()`,
  `create function kilele_test_vanish_user() returns trigger language plpgsql as $$
   begin
     if new.full_name = '${VANISHING_NAME}' then return null; end if;
     return new;
   end $$`,
  `create trigger kilele_test_vanish_user before update on users
     for each row execute function kilele_test_vanish_user()`,
];

/**
 * Runs `fn` on the server's database. PGlite allows one process, so there the
 * server stops meanwhile and comes back on a new port: make browsers after this.
 */
async function inDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  if (!postgres) await server.stop();
  const handle = database.open();
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
    if (!postgres) server = await database.start(serverEnv);
  }
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  [smtp, google] = await Promise.all([startSmtpServer(), startGoogleStandIn("kilele-test-client", "s3cret")]);
  database = await persistentDatabase();
  const handle = database.open();
  for (const statement of FAULTS) await handle.db.execute(sql.raw(statement));
  await handle.close();
  serverEnv = {
    SMTP_URL: smtpUrl(smtp),
    ...google.env,
    SUPER_ADMIN_EMAILS: BOSS,
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "10",
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: "500",
    ACCOUNT_LOCK_THRESHOLD: "3",
  };
  server = await database.start(serverEnv);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  smtp?.transport.close();
  await smtp?.close();
  await google?.close();
});

describe.each(["en", "de"])("when the database fails under the auth service (%s)", (language) => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail(`fault-${language}`);
    await signedUp(server.url, email);
  });
  const visitor = (headers: Record<string, string> = {}) => {
    const browser = new TestBrowser(server.url, headers);
    browser.cookies.set("lang", language);
    return browser;
  };

  it("sign-in says 'Authentication failed' and opens no session", async () => {
    const browser = visitor({ "user-agent": BROKEN_SESSION_AGENT });
    const response = await logIn(browser, email);
    expect(response.status).toBe(500);
    expect(visible(await response.text())).toMatch(rendered(language, "errors:authenticationFailed"));
    expect(browser.sessionCookie()).toBeUndefined();
    // Only the session store failed: the same sign-in works from a browser it accepts.
    expect((await logIn(visitor(), email)).status).toBe(302);
  });

  it("Google sign-in that cannot start says so on the sign-in page", async () => {
    const browser = visitor();
    const started = await browser.post("/auth/google", { redirect: `/tours?${BROKEN_STATE_MARKER}` });
    expect(started.status).toBe(302);
    expect(locationOf(started)).toBe("/login?error=google");
    expect(google.authorizeRequests.some((url) => url.search.includes(BROKEN_STATE_MARKER))).toBe(false);
    const page = await browser.follow(started);
    expect(page.status).toBe(200);
    expect(visible(await page.text())).toMatch(rendered(language, "errors:googleAuthFailed"));
  });

  it("a profile update that finds no user says 'No user logged in'", async () => {
    const browser = visitor();
    expect((await logIn(browser, email)).status).toBe(302);
    const update = await browser.post("/account", { intent: "profile", fullName: VANISHING_NAME, phone: "" });
    expect(update.status).toBe(401);
    expect(visible(await update.text())).toMatch(rendered(language, "account:noUserLoggedIn"));
  });
});

describe("stored at sign-in", () => {
  it("a lock stores an account_locked security event", async () => {
    const email = uniqueEmail("locked");
    await signedUp(server.url, email);
    const attacker = new TestBrowser(server.url, { "user-agent": "guessing-robot/1.0" });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await logIn(attacker, email, `guess-${i}-xx`)).status);
    expect(statuses).toEqual([401, 401, 423]);
    const events = await inDatabase((db) =>
      rows<{ kind: string; path: string; method: string; ip: string; user_agent: string }>(
        db,
        sql`select kind, path, method, host(ip_address) as ip, user_agent
            from security_events where email = ${email}`,
      ),
    );
    expect(events).toEqual([
      {
        kind: "account_locked",
        path: "/login",
        method: "POST",
        ip: "127.0.0.1",
        user_agent: "guessing-robot/1.0",
      },
    ]);
  });

  it("SUPER_ADMIN_EMAILS makes a verified, listed address super admin when it signs in", async () => {
    const before = await signedUp(server.url, BOSS);
    // Verified outside the verification link (whose own hook grants the role), so only sign-in can grant it.
    await inDatabase((db) => db.execute(sql`update users set email_verified = true where email = ${BOSS}`));
    const oldSession = new TestBrowser(server.url);
    for (const [name, value] of before.cookies) oldSession.cookies.set(name, value);
    expect(locationOf(await oldSession.get("/admin"))).toBe("/unauthorized");

    const browser = new TestBrowser(server.url);
    expect((await logIn(browser, BOSS)).status).toBe(302);
    expect((await browser.get("/admin")).status).toBe(200);
    const [user] = await inDatabase((db) =>
      rows<{ role: string; is_super_admin: boolean }>(
        db,
        sql`select role, is_super_admin from users where email = ${BOSS}`,
      ),
    );
    expect(user).toEqual({ role: "admin", is_super_admin: true });
  });
});

describe("the password reset link", () => {
  it("lives 24 hours, and is refused once they are over", async () => {
    const email = uniqueEmail("reset");
    await signedUp(server.url, email);
    await waitForMail(smtp.state, email); // the verification email
    /** Asks for a reset link and returns its token. */
    const requestLink = async () => {
      const asked = await new TestBrowser(server.url).post("/reset-password", { intent: "request", email });
      expect(asked.status).toBe(200);
      const mail = await waitForMail(smtp.state, email);
      return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    };
    const late = await requestLink();
    const inTime = await requestLink();
    expect(late).not.toBe("");
    expect(inTime).not.toBe("");

    // The lifetime Better Auth stored, then one link moved to 24 hours and a
    // minute ago and the other to 23 hours and 59 minutes ago.
    const lifetimes = await inDatabase(async (db) => {
      const found = await rows<{ seconds: number }>(
        db,
        sql`select extract(epoch from expires_at - created_at)::int as seconds from verifications
            where identifier in (${`reset-password:${late}`}, ${`reset-password:${inTime}`})`,
      );
      for (const [token, age] of [
        [late, "24 hours 1 minute"],
        [inTime, "23 hours 59 minutes"],
      ] as const) {
        await db.execute(sql`update verifications
          set created_at = now() - ${age}::interval, expires_at = now() - ${age}::interval + interval '24 hours'
          where identifier = ${`reset-password:${token}`}`);
      }
      return found.map((row) => row.seconds);
    });
    expect(lifetimes).toHaveLength(2);
    for (const seconds of lifetimes) expect(Math.abs(seconds - 24 * 3600)).toBeLessThanOrEqual(5);

    const reset = (token: string, language = "en") =>
      new TestBrowser(server.url, { cookie: `lang=${language}` }).post("/reset-password", {
        intent: "reset",
        token,
        password: "Serengeti-2029",
        confirmPassword: "Serengeti-2029",
      });
    const refused = await reset(late, "de");
    expect(refused.status).toBe(400);
    expect(visible(await refused.text())).toMatch(rendered("de", "auth:reset.invalidLink"));
    expect((await logIn(new TestBrowser(server.url), email)).status).toBe(302);

    const accepted = await reset(inTime);
    expect(accepted.status).toBe(302);
    expect(locationOf(accepted)).toBe("/login?notice=passwordChanged");
    expect((await logIn(new TestBrowser(server.url), email, "Serengeti-2029")).status).toBe(302);
    expect((await logIn(new TestBrowser(server.url), email, PASSWORD)).status).toBe(401);
  });
});
