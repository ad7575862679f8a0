import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, newsletterSubscriptions } from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import { createSubscriber } from "#tests/factories";
import { subscribe } from "./subscriptions.server";

// The subscription flows over HTTP are in tests/integration/conversations.test.ts;
// these are the failures that HTTP cannot provoke.
const database = setUpTestDatabase();

describe("subscribe", () => {
  it("still subscribes, and sends the welcome, when the staff notification cannot be queued", async () => {
    // A real failure inside the database: the outbox refuses staff notifications only.
    await database().db.execute(
      sql.raw(`
      create function refuse_staff_notification() returns trigger language plpgsql as $$
      begin
        if new.template = 'newsletter-subscription-admin' then
          raise exception 'staff notifications are down';
        end if;
        return new;
      end $$`),
    );
    await database().db.execute(
      sql.raw(`
      create trigger refuse_staff_notification before insert on email_outbox
        for each row execute function refuse_staff_notification();`),
    );

    const outcome = await subscribe({ email: "Traveller@Example.org", firstName: "Ana", language: "es" });

    expect(outcome).toMatchObject({
      status: "subscribed",
      discountCode: expect.stringMatching(/^WELCOME[A-Z0-9]{4}$/),
    });
    const [row] = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "traveller@example.org"));
    expect(row).toMatchObject({ status: "active", locale: "es" });
    const queued = await database().db.select().from(emailOutbox);
    expect(queued.map((m) => m.template)).toEqual(["newsletter-welcome"]);
    expect(queued[0]?.toAddress).toBe("traveller@example.org");
  });
});

describe("the welcome code", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * Steers the random source of the codes (crypto.getRandomValues on 4 bytes):
   * each call takes the next of `suffixes` (bytes 0 to 35 are A to Z, 0 to 9);
   * once they run out, the real random bytes.
   */
  function steerCodes(...suffixes: number[][]) {
    const real = crypto.getRandomValues.bind(crypto);
    const queue = [...suffixes];
    const calls: number[] = [];
    vi.spyOn(crypto, "getRandomValues").mockImplementation(((array: Uint8Array) => {
      if (!(array instanceof Uint8Array) || array.length !== 4) return real(array);
      calls.push(array.length);
      const next = queue.shift();
      if (!next) return real(array);
      array.set(next);
      return array;
    }) as typeof crypto.getRandomValues);
    return calls;
  }

  async function takeCode(code: string) {
    await createSubscriber(database().db, {
      email: `holder-${code.toLowerCase()}@example.org`,
      discountCode: code,
      locale: "en",
    });
  }

  it("draws another code when the first clashes with one already given", async () => {
    await takeCode("WELCOMEAAAA");
    const calls = steerCodes([0, 0, 0, 0], [1, 2, 3, 35]);

    const outcome = await subscribe(
      { email: "clash@example.org", firstName: null, language: "en" },
      { welcome: false },
    );

    expect(outcome).toEqual({ status: "subscribed", discountCode: "WELCOMEBCD9" });
    expect(calls).toHaveLength(2);
    const codes = await database()
      .db.select({ email: newsletterSubscriptions.email, code: newsletterSubscriptions.discountCode })
      .from(newsletterSubscriptions)
      .where(sql`${newsletterSubscriptions.discountCode} in ('WELCOMEAAAA', 'WELCOMEBCD9')`)
      .orderBy(newsletterSubscriptions.discountCode);
    expect(codes).toEqual([
      { email: "holder-welcomeaaaa@example.org", code: "WELCOMEAAAA" },
      { email: "clash@example.org", code: "WELCOMEBCD9" },
    ]);
  });

  it("gives up after 5 clashes, storing nothing rather than a second copy of a code", async () => {
    await takeCode("WELCOMEZZZZ");
    const calls = steerCodes(...Array.from({ length: 5 }, () => [25, 25, 25, 25]));

    await expect(
      subscribe({ email: "unlucky@example.org", firstName: null, language: "en" }, { welcome: false }),
    ).rejects.toThrow("Could not allocate a newsletter discount code");

    expect(calls).toHaveLength(5);
    const rows = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(
        sql`${newsletterSubscriptions.discountCode} = 'WELCOMEZZZZ' or ${newsletterSubscriptions.email} = 'unlucky@example.org'`,
      );
    expect(rows.map((row) => row.email)).toEqual(["holder-welcomezzzz@example.org"]);
  });
});
