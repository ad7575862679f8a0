import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscriptions } from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import { subscribe } from "./subscriptions.server";

// The subscription flows over HTTP are in tests/integration/conversations.test.ts;
// this is the one failure that HTTP cannot provoke.
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
