import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { newsletterSubscriptions } from "#app/db/schema/index";
import { newWelcomeCode } from "#app/domain/discount-code";
import type { Language } from "#app/i18n/config";
import { absoluteUrl } from "#app/i18n/urls";
import { env } from "#app/modules/config/env.server";
import { enqueueEmail } from "#app/modules/email/outbox.server";
import { signingSecret } from "#app/modules/identity/auth.server";
import { logger } from "#app/modules/logging/logger.server";
import { recordSubmissionKey } from "#app/modules/offline/submission-keys.server";

type Subscription = typeof newsletterSubscriptions.$inferSelect;

/** The HMAC that proves an unsubscribe link came from us, for this address. */
function unsubscribeToken(email: string): string {
  return createHmac("sha256", signingSecret())
    .update(`newsletter-unsubscribe:${email.trim().toLowerCase()}`)
    .digest("base64url");
}

export function validUnsubscribeToken(email: string, token: string): boolean {
  if (!email || !token) return false;
  const expected = Buffer.from(unsubscribeToken(email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(email: string): string {
  const query = new URLSearchParams({ email: email.toLowerCase(), token: unsubscribeToken(email) });
  return absoluteUrl(env().siteUrl, `/unsubscribe?${query}`);
}

async function findSubscription(email: string): Promise<Subscription | undefined> {
  const [row] = await db()
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Whether the address has an active newsletter subscription. */
export async function newsletterSubscribed(email: string): Promise<boolean> {
  return (await findSubscription(email))?.status === "active";
}

export type SubscribeOutcome =
  | { status: "subscribed"; discountCode: string }
  | { status: "reactivated"; discountCode: string }
  | { status: "already" };

/**
 * Subscribes an address. A new one gets a fresh WELCOME code; an unsubscribed
 * one is reactivated and keeps its code; an active one is left alone.
 * With `welcome`, the welcome email (in the subscriber's language) is queued in
 * the same transaction and the staff notification afterwards, on its own.
 * A `submissionKey` (a form queued offline, decision 101) is recorded in that
 * transaction too; when it was recorded before, RepeatedSubmission is thrown
 * and nothing is written or sent.
 */
export async function subscribe(
  input: { email: string; firstName: string | null; language: Language; submissionKey?: string | null },
  options: { welcome: boolean } = { welcome: true },
): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase();
  const existing = await findSubscription(email);
  if (existing?.status === "active") return { status: "already" };

  let outcome: SubscribeOutcome | null = null;
  for (let attempt = 0; attempt < 5 && !outcome; attempt++) {
    outcome = await db().transaction(async (tx) => {
      const now = new Date();
      let code: string;
      let status: "subscribed" | "reactivated";
      if (existing) {
        const updated = await tx
          .update(newsletterSubscriptions)
          .set({
            status: "active",
            unsubscribedAt: null,
            locale: input.language,
            fullName: input.firstName || existing.fullName,
            updatedAt: now,
          })
          .where(
            sql`${newsletterSubscriptions.id} = ${existing.id} and ${newsletterSubscriptions.status} <> 'active'`,
          )
          .returning({ code: newsletterSubscriptions.discountCode });
        if (updated.length === 0) return { status: "already" } as const;
        code = existing.discountCode;
        status = "reactivated";
      } else {
        const inserted = await tx
          .insert(newsletterSubscriptions)
          .values({
            email,
            fullName: input.firstName,
            discountCode: newWelcomeCode(),
            locale: input.language,
          })
          .onConflictDoNothing()
          .returning({ code: newsletterSubscriptions.discountCode });
        // A clash of codes (36^4 of them) or a sign-up racing this one: the loop tries again.
        if (inserted.length === 0 || !inserted[0]) return null;
        code = inserted[0].code;
        status = "subscribed";
      }
      // After the row: a retried attempt (a code clash above) has claimed nothing yet.
      await recordSubmissionKey(tx, input.submissionKey ?? null, "newsletter");
      if (options.welcome) {
        await enqueueEmail(tx, {
          template: "newsletter-welcome",
          locale: input.language,
          to: email,
          props: { firstName: input.firstName, discountCode: code, unsubscribeUrl: unsubscribeUrl(email) },
        });
      }
      return { status, discountCode: code };
    });
    if (!outcome && (await findSubscription(email))?.status === "active") outcome = { status: "already" };
  }
  if (!outcome) throw new Error("Could not allocate a newsletter discount code");
  if (outcome.status !== "already" && options.welcome) {
    await notifyStaff({ email, name: input.firstName, discountCode: outcome.discountCode });
  }
  return outcome;
}

/** The staff notification must never fail a subscription: errors are logged only. */
async function notifyStaff(props: {
  email: string;
  name: string | null;
  discountCode: string;
}): Promise<void> {
  try {
    const config = env();
    await enqueueEmail(db(), {
      template: "newsletter-subscription-admin",
      locale: "en",
      to: config.STAFF_EMAIL,
      cc: config.STAFF_EMAIL_COPY,
      props: { ...props, subscribedAt: new Date() },
    });
  } catch (error) {
    logger.error({ err: error }, "newsletter staff notification failed");
  }
}

/**
 * Marks the address unsubscribed; false when it was not subscribed. The
 * staff area passes its transaction, so the audit row commits with it.
 */
export async function unsubscribe(email: string, executor: Executor = db()): Promise<boolean> {
  const now = new Date();
  const updated = await executor
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
    .where(
      sql`lower(${newsletterSubscriptions.email}) = lower(${email}) and ${newsletterSubscriptions.status} = 'active'`,
    )
    .returning({ id: newsletterSubscriptions.id });
  return updated.length > 0;
}

/** Emails a signed unsubscribe link to an address that is subscribed (silently nothing otherwise). */
export async function sendUnsubscribeLink(email: string, language: Language): Promise<void> {
  const row = await findSubscription(email);
  if (row?.status !== "active") return;
  await enqueueEmail(db(), {
    template: "newsletter-unsubscribe",
    locale: row.locale || language,
    to: row.email,
    props: { unsubscribeUrl: unsubscribeUrl(row.email) },
  });
}

/**
 * The account page's switch: subscribes (without the welcome mail, the account
 * page says it all) or unsubscribes.
 */
export async function setNewsletter(
  input: { email: string; fullName: string | null; language: Language },
  subscribed: boolean,
): Promise<void> {
  if (subscribed) {
    await subscribe(
      { email: input.email, firstName: input.fullName, language: input.language },
      { welcome: false },
    );
  } else {
    await unsubscribe(input.email);
  }
}
