import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type Database, db, type Transaction } from "#app/db/client.server";
import {
  accounts,
  emailOutbox,
  enquiries,
  newsletterSubscriptions,
  rateLimitHits,
  searchQueries,
  securityEvents,
  sessions,
  signInFailures,
  users,
  verifications,
} from "#app/db/schema/index";
import { anonymizedEmail } from "#app/domain/account-rules";
import { emailSpellings, redactJson, redactor } from "#app/domain/personal-data-redaction";
import { bookingIdentifiers, eraseBookings, eraseRestrictedCodes } from "#app/modules/booking/erasure.server";

/** What takes the place of a removed name or phone number in a kept record. */
export const REMOVED = "[removed]";

/** Whether the column holds any spelling of the address, in any case (no LIKE wildcards to escape). */
function mentions(column: PgColumn | SQL, email: string): SQL {
  const spellings = emailSpellings(email).map((s) => s.toLowerCase());
  return or(...spellings.map((s) => sql`strpos(lower(${column}), ${s}) > 0`)) as SQL;
}

function sameEmail(column: PgColumn, email: string): SQL {
  return sql`lower(${column}) = lower(${email})`;
}

/**
 * Erases the person and keeps an anonymous row for business records
 * (docs/decisions/010 and 029). Of the account itself, always: the users row
 * keeps only an undeliverable address, sessions, sign-in methods and one-time
 * tokens go, its security events lose the address, client address and
 * browser. Records keyed only by the email address (enquiries, the newsletter
 * subscription, mails, sign-in failures, rate-limit hits, searches) are the
 * person's only once they proved the address theirs: then customer-made
 * records (enquiries, the subscription) are kept with the personal data
 * removed, and the rest is deleted or redacted. An unverified account cannot
 * erase what someone else made with that address; the retention job
 * (decision 028) removes those rows in time. The account's bookings are
 * kept without the person (decision 080); the caller refuses the deletion
 * while a paid trip is still to come (`tripsToCome`).
 */
export async function anonymizeAccount(userId: string, database: Database = db()): Promise<void> {
  await database.transaction(async (tx) => {
    const [user] = await tx
      .select({
        email: users.email,
        fullName: users.fullName,
        phone: users.phone,
        emailVerified: users.emailVerified,
      })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!user) return;
    const replacement = anonymizedEmail(userId);
    const names = [user.fullName, user.phone, ...(await bookingIdentifiers(tx, userId))];

    if (user.emailVerified) {
      names.push(...(await anonymizeEnquiries(tx, user.email, replacement)));
      names.push(...(await anonymizeSubscription(tx, user.email, replacement)));
      await eraseRestrictedCodes(tx, user.email, replacement);
    }
    const redact = redactor({
      emails: [user.email],
      exact: names.filter((n): n is string => Boolean(n && n.trim().length >= 2)),
      emailReplacement: replacement,
      exactReplacement: REMOVED,
    });

    // The bookings stay for the operator's accounts, without the person (decision 080).
    await eraseBookings(tx, userId, { now: new Date(), removed: REMOVED, redact });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, userId),
          mentions(verifications.value, user.email),
          mentions(verifications.identifier, user.email),
        ),
      );
    await scrubSecurityEvents(
      tx,
      user.emailVerified
        ? or(
            eq(securityEvents.userId, userId),
            sameEmail(securityEvents.email, user.email),
            mentions(securityEvents.path, user.email),
            mentions(sql`${securityEvents.details}::text`, user.email),
          )
        : eq(securityEvents.userId, userId),
      redact,
    );
    if (user.emailVerified) {
      await tx.delete(signInFailures).where(sameEmail(signInFailures.email, user.email));
      await tx.delete(rateLimitHits).where(mentions(rateLimitHits.key, user.email));
      await tx.delete(searchQueries).where(mentions(searchQueries.query, user.email));
      await eraseMails(tx, user.email, redact);
    }

    await tx
      .update(users)
      .set({
        email: replacement,
        fullName: null,
        phone: null,
        avatarUrl: null,
        referralCode: null,
        emailVerified: false,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}

/**
 * Enquiries stay (a customer-made record staff may still need: what was asked,
 * for which tour and dates), without the person: the address becomes the
 * account's undeliverable one, name and phone go, and the free text loses
 * every name, phone and address the enquiry itself named. Returns those names
 * and phones, so mails about the enquiries lose them too.
 */
async function anonymizeEnquiries(tx: Transaction, email: string, replacement: string): Promise<string[]> {
  const rows = await tx
    .select({
      id: enquiries.id,
      fullName: enquiries.fullName,
      phone: enquiries.phone,
      message: enquiries.message,
      details: enquiries.details,
    })
    .from(enquiries)
    .where(sameEmail(enquiries.email, email))
    .for("update");
  const identifiers: string[] = [];
  for (const row of rows) {
    const { firstName, lastName } = row.details as { firstName?: unknown; lastName?: unknown };
    const own = [row.fullName, row.phone, firstName, lastName].filter(
      (v): v is string => typeof v === "string" && v.trim().length >= 2,
    );
    identifiers.push(...own);
    const redact = redactor({
      emails: [email],
      exact: own,
      emailReplacement: replacement,
      exactReplacement: REMOVED,
    });
    const details = redactJson(row.details, redact);
    if ("firstName" in details) details.firstName = REMOVED;
    if ("lastName" in details) details.lastName = REMOVED;
    await tx
      .update(enquiries)
      .set({
        email: replacement,
        fullName: REMOVED,
        phone: null,
        message: row.message === null ? null : redact(row.message),
        details,
        updatedAt: new Date(),
      })
      .where(eq(enquiries.id, row.id));
  }
  return identifiers;
}

/**
 * The subscription stays as the record of a discount code handed out; it
 * stops, and loses the address and name. Returns the name it held.
 */
async function anonymizeSubscription(tx: Transaction, email: string, replacement: string): Promise<string[]> {
  const [row] = await tx
    .select({
      id: newsletterSubscriptions.id,
      fullName: newsletterSubscriptions.fullName,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(sameEmail(newsletterSubscriptions.email, email))
    .for("update");
  if (!row) return [];
  await tx
    .update(newsletterSubscriptions)
    .set({
      email: replacement,
      fullName: null,
      status: "unsubscribed",
      unsubscribedAt: row.unsubscribedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(newsletterSubscriptions.id, row.id));
  return row.fullName ? [row.fullName] : [];
}

/** Security events keep what happened and when; who and from where goes. */
async function scrubSecurityEvents(
  tx: Transaction,
  which: SQL | undefined,
  redact: (text: string) => string,
) {
  const rows = await tx
    .select({ id: securityEvents.id, path: securityEvents.path, details: securityEvents.details })
    .from(securityEvents)
    .where(which);
  for (const row of rows) {
    await tx
      .update(securityEvents)
      .set({
        email: null,
        ipAddress: null,
        userAgent: null,
        path: row.path === null ? null : redact(row.path),
        details: row.details === null ? null : redactJson(row.details, redact),
      })
      .where(eq(securityEvents.id, row.id));
  }
}

/**
 * Mails to the person (queued or sent) are deleted: nobody is left to receive
 * them. Mails about them (the staff's copy of an enquiry, a new subscriber's
 * notice) are kept for the staff, redacted.
 */
async function eraseMails(tx: Transaction, email: string, redact: (text: string) => string) {
  const rows = await tx
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      ccAddress: emailOutbox.ccAddress,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
    })
    .from(emailOutbox)
    .where(
      or(
        mentions(emailOutbox.toAddress, email),
        mentions(emailOutbox.ccAddress, email),
        mentions(emailOutbox.subject, email),
        mentions(emailOutbox.html, email),
        mentions(emailOutbox.text, email),
      ),
    )
    .for("update");
  const onlyToThem = (row: (typeof rows)[number]) =>
    [row.toAddress, row.ccAddress ?? ""]
      .flatMap((list) => list.split(","))
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean)
      .every((address) => address === email.toLowerCase());
  const toThem = rows.filter(onlyToThem).map((row) => row.id);
  if (toThem.length > 0) await tx.delete(emailOutbox).where(inArray(emailOutbox.id, toThem));
  for (const row of rows.filter((r) => !onlyToThem(r))) {
    await tx
      .update(emailOutbox)
      .set({
        toAddress: redact(row.toAddress),
        ccAddress: row.ccAddress === null ? null : redact(row.ccAddress),
        subject: redact(row.subject),
        html: redact(row.html),
        text: redact(row.text),
      })
      .where(eq(emailOutbox.id, row.id));
  }
}
