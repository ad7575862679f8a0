import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { enquiries, enquiryMessages, users } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { EnquiryTriage } from "#app/domain/admin/enquiries";
import { isErasedAddress } from "#app/domain/admin/people-fields";
import { recordAudit } from "#app/modules/admin/audit.server";
import { nextVersion, staleVersion } from "#app/modules/admin/versions.server";
import { enqueueEmail } from "#app/modules/email/outbox.server";

/** The staff member doing it. */
type Actor = { id: string };

const notFound = () => fail(404, "admin:form.notFound");

/** The reference the traveller's confirmation gave ("#42"), so both mails name the same thing. */
export const enquiryReference = (id: number) => `#${id}`;

async function isStaffMember(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, ["staff", "admin"]), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Status and assignee, saved only over the version the form was loaded with
 * (decision 086), with the audit row in the same transaction.
 */
export async function triageEnquiry(
  actor: Actor,
  input: EnquiryTriage & { id: number; version: number },
): Promise<ActionResult> {
  const assigneeUserId = input.assignee || null;
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: enquiries.status, assigneeUserId: enquiries.assigneeUserId })
      .from(enquiries)
      .where(eq(enquiries.id, input.id))
      .for("update");
    if (!before) return notFound();
    // A new assignee must be staff; one kept as they were (since left the team) stays.
    const newAssignee = assigneeUserId !== null && assigneeUserId !== before.assigneeUserId;
    if (newAssignee && !(await isStaffMember(tx, assigneeUserId))) {
      return fail(400, "admin-enquiries:errors.assignee", { field: "assignee" });
    }
    const [after] = await tx
      .update(enquiries)
      .set({
        status: input.status,
        assigneeUserId,
        version: nextVersion(enquiries.version),
        updatedAt: new Date(),
      })
      .where(and(eq(enquiries.id, input.id), eq(enquiries.version, input.version)))
      .returning({ status: enquiries.status, assigneeUserId: enquiries.assigneeUserId });
    if (!after) return staleVersion();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "enquiry.update",
      entityType: "enquiry",
      entityId: input.id,
      before,
      after,
    });
    return { ok: true };
  });
}

/** An internal note: never shown or sent to the traveller. */
export async function addEnquiryNote(
  actor: Actor,
  input: { id: number; body: string },
): Promise<ActionResult> {
  return db().transaction(async (tx) => {
    const [enquiry] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, input.id));
    if (!enquiry) return notFound();
    const [message] = await tx
      .insert(enquiryMessages)
      .values({ enquiryId: input.id, kind: "note", authorUserId: actor.id, body: input.body })
      .returning({ id: enquiryMessages.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "enquiry.note",
      entityType: "enquiry",
      entityId: input.id,
      after: { noteId: message?.id, note: input.body },
    });
    return { ok: true };
  });
}

/**
 * Emails the answer to the traveller through the outbox, in the language
 * they wrote in, and keeps it on the enquiry (a reply message naming the
 * mail). The enquiry becomes answered; `answered_at`, the 24-hour promise's
 * end, is set by the first reply only. Posted over the version the page
 * showed, so two staff members do not both answer unawares.
 */
export async function replyToEnquiry(
  actor: Actor,
  input: { id: number; version: number; body: string },
): Promise<ActionResult<{ outboxId: number }>> {
  return db().transaction(async (tx) => {
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, input.id)).for("update");
    if (!enquiry) return notFound();
    if (enquiry.version !== input.version) return staleVersion();
    if (isErasedAddress(enquiry.email)) return fail(409, "admin-enquiries:errors.erased", { field: "body" });
    const now = new Date();
    const mail = await enqueueEmail(tx, {
      template: "enquiry-reply",
      locale: enquiry.locale,
      to: enquiry.email,
      props: {
        name: enquiry.fullName,
        reference: enquiryReference(enquiry.id),
        body: input.body,
        question: enquiry.message,
      },
    });
    const [message] = await tx
      .insert(enquiryMessages)
      .values({
        enquiryId: enquiry.id,
        kind: "reply",
        authorUserId: actor.id,
        body: input.body,
        outboxId: mail.id,
      })
      .returning({ id: enquiryMessages.id });
    const [after] = await tx
      .update(enquiries)
      .set({
        status: "answered",
        answeredAt: sql`coalesce(${enquiries.answeredAt}, ${now.toISOString()}::timestamptz)`,
        version: nextVersion(enquiries.version),
        updatedAt: now,
      })
      .where(eq(enquiries.id, enquiry.id))
      .returning({ status: enquiries.status, answeredAt: enquiries.answeredAt });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "enquiry.reply",
      entityType: "enquiry",
      entityId: enquiry.id,
      before: { status: enquiry.status, answeredAt: enquiry.answeredAt, replyId: null, outboxId: null },
      after: { ...after, replyId: message?.id ?? null, outboxId: mail.id, reply: input.body },
    });
    return { ok: true, outboxId: mail.id };
  });
}
