import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, emailOutbox, enquiries, enquiryMessages, users } from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import { addEnquiryNote, replyToEnquiry, triageEnquiry } from "./actions.server";

const database = setUpTestDatabase();
const db = () => database().db;

async function enquiry(overrides: Partial<typeof enquiries.$inferInsert> = {}) {
  const [row] = await db()
    .insert(enquiries)
    .values({
      type: "tour",
      fullName: "Lena Vogel",
      email: `lena-${Math.random().toString(36).slice(2)}@example.org`,
      message: "Is the migration visible in July?",
      locale: "de",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no enquiry");
  return row;
}

async function staff(role: "staff" | "admin" = "staff") {
  return createUser(db(), { role, isSuperAdmin: role === "admin", fullName: `Office ${role}` });
}

async function auditOf(action: string, id: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(id))));
}

describe("replying to an enquiry", () => {
  it("mails the reply in the enquiry's language, keeps it, and marks the enquiry answered once", async () => {
    const office = await staff();
    const row = await enquiry();

    const first = await replyToEnquiry(office, { id: row.id, version: row.version, body: "Ja, im Juli!" });
    expect(first.ok).toBe(true);
    if (!first.ok) return;

    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, first.outboxId));
    expect(mail).toMatchObject({ template: "enquiry-reply", locale: "de", toAddress: row.email });
    expect(mail?.subject).toContain(`Ihre Anfrage #${row.id}`);
    expect(mail?.text).toContain("Ja, im Juli!");
    expect(mail?.text).toContain("Is the migration visible in July?");

    const messages = await db().select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, row.id));
    expect(messages).toEqual([
      expect.objectContaining({
        kind: "reply",
        body: "Ja, im Juli!",
        outboxId: first.outboxId,
        authorUserId: office.id,
      }),
    ]);
    const [answered] = await db().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(answered?.status).toBe("answered");
    expect(answered?.answeredAt).toBeInstanceOf(Date);
    expect(answered?.version).toBe(row.version + 1);

    const [audit] = await auditOf("enquiry.reply", row.id);
    expect(audit?.actorUserId).toBe(office.id);
    expect(audit?.before).toMatchObject({ status: "new", answeredAt: null });
    expect(audit?.after).toMatchObject({
      status: "answered",
      outboxId: first.outboxId,
      reply: "Ja, im Juli!",
    });

    // A second reply is kept and mailed too, but the promise was kept (or not) by the first.
    const second = await replyToEnquiry(office, {
      id: row.id,
      version: row.version + 1,
      body: "Noch etwas.",
    });
    expect(second.ok).toBe(true);
    const [after] = await db().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(after?.answeredAt?.toISOString()).toBe(answered?.answeredAt?.toISOString());
    expect(
      await db().select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, row.id)),
    ).toHaveLength(2);
  });

  it("refuses a reply over a newer version, and to an erased traveller, writing nothing", async () => {
    const office = await staff();
    const row = await enquiry({ version: 3 });
    const stale = await replyToEnquiry(office, { id: row.id, version: 2, body: "Late answer" });
    expect(stale).toMatchObject({ ok: false, status: 409, message: "admin:form.conflict" });

    const erased = await enquiry({ email: "deleted-u9@deleted.invalid", fullName: "[removed]" });
    const refused = await replyToEnquiry(office, { id: erased.id, version: 0, body: "Hello?" });
    expect(refused).toMatchObject({ ok: false, status: 409, message: "admin-enquiries:errors.erased" });

    for (const id of [row.id, erased.id]) {
      expect(await db().select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, id))).toEqual([]);
      expect(await auditOf("enquiry.reply", id)).toEqual([]);
    }
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, row.email));
    expect(mails).toEqual([]);
  });

  it("answers 404 for an enquiry that does not exist", async () => {
    const office = await staff();
    expect(await replyToEnquiry(office, { id: 999_999, version: 0, body: "x" })).toMatchObject({
      status: 404,
    });
  });
});

describe("notes on an enquiry", () => {
  it("keeps a note for staff only (no mail) with its audit row", async () => {
    const office = await staff();
    const row = await enquiry();
    expect(await addEnquiryNote(office, { id: row.id, body: "Called back, no answer." })).toEqual({
      ok: true,
    });
    const messages = await db().select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, row.id));
    expect(messages).toEqual([
      expect.objectContaining({ kind: "note", outboxId: null, authorUserId: office.id }),
    ]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, row.email))).toEqual([]);
    const [audit] = await auditOf("enquiry.note", row.id);
    expect(audit?.after).toMatchObject({ note: "Called back, no answer." });
    const [unchanged] = await db().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(unchanged?.status).toBe("new");
  });
});

describe("status and assignee", () => {
  it("saves over the version loaded, refuses the second save over it, and audits the change", async () => {
    const office = await staff();
    const colleague = await staff("admin");
    const row = await enquiry();
    const saved = await triageEnquiry(office, {
      id: row.id,
      version: row.version,
      status: "in_progress",
      assignee: colleague.id,
    });
    expect(saved).toEqual({ ok: true });
    const [after] = await db().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(after).toMatchObject({
      status: "in_progress",
      assigneeUserId: colleague.id,
      version: row.version + 1,
    });

    // Someone else's form, loaded before that save.
    const late = await triageEnquiry(colleague, {
      id: row.id,
      version: row.version,
      status: "new",
      assignee: "",
    });
    expect(late).toMatchObject({ ok: false, status: 409, message: "admin:form.conflict" });
    const [kept] = await db().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(kept?.status).toBe("in_progress");

    const audits = await auditOf("enquiry.update", row.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toEqual({ status: "new", assigneeUserId: null });
    expect(audits[0]?.after).toEqual({ status: "in_progress", assigneeUserId: colleague.id });
  });

  it("assigns staff only", async () => {
    const office = await staff();
    const traveller = await createUser(db());
    const row = await enquiry();
    const refused = await triageEnquiry(office, {
      id: row.id,
      version: 0,
      status: "new",
      assignee: traveller.id,
    });
    expect(refused).toMatchObject({ ok: false, status: 400, field: "assignee" });

    // An assignee who has since left the team may stay while the status changes.
    const leaver = await staff();
    expect(
      await triageEnquiry(office, { id: row.id, version: 0, status: "in_progress", assignee: leaver.id }),
    ).toEqual({
      ok: true,
    });
    await db().update(users).set({ role: "customer" }).where(eq(users.id, leaver.id));
    expect(
      await triageEnquiry(office, { id: row.id, version: 1, status: "answered", assignee: leaver.id }),
    ).toEqual({
      ok: true,
    });
  });
});
