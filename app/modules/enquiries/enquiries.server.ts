import { and, eq } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { accommodations, enquiries, tours } from "#app/db/schema/index";
import type { EnquiryInput } from "#app/domain/conversation-rules";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { env } from "#app/modules/config/env.server";
import { enqueueEmail } from "#app/modules/email/outbox.server";
import { logger } from "#app/modules/logging/logger.server";
import { recordSubmissionKey } from "#app/modules/offline/submission-keys.server";

type Row = typeof enquiries.$inferInsert;
type Field = { label: string; value: string };
type Translate = ReturnType<typeof serverT>;

/** What differs per type: the row's own columns, and the facts (label key, value) for the emails. */
type Specifics = Pick<Row, "fullName" | "message" | "subject" | "accommodationId" | "tourId" | "details"> & {
  facts: [key: string, value: string | number | null | undefined][];
};

function specificsOf(input: EnquiryInput, t: Translate): Specifics {
  switch (input.type) {
    case "contact": {
      const d = input.data;
      return {
        fullName: d.fullName,
        message: d.message,
        subject: d.subject,
        facts: [["subject", t(`subjects.${d.subject}`)]],
      };
    }
    case "accommodation": {
      const d = input.data;
      return {
        fullName: `${d.firstName} ${d.lastName}`,
        message: d.specialRequests || null,
        accommodationId: d.accommodationId,
        details: {
          firstName: d.firstName,
          lastName: d.lastName,
          accommodationName: d.accommodationName,
          checkIn: d.checkIn,
          checkOut: d.checkOut,
          nights: d.nights,
          adults: d.adults,
          children: d.children,
          roomType: d.roomType || null,
          nationality: d.nationality || null,
          specialRequests: d.specialRequests || null,
          dietaryRequirements: d.dietaryRequirements || null,
        },
        facts: [
          ["accommodationName", d.accommodationName],
          ["checkIn", d.checkIn],
          ["checkOut", d.checkOut],
          ["nights", d.nights],
          ["adults", d.adults],
          ["children", d.children],
          ["roomType", d.roomType ? t(`roomTypes.${d.roomType}`) : ""],
          ["nationality", d.nationality],
          ["dietaryRequirements", d.dietaryRequirements],
        ],
      };
    }
    default: {
      const d = input.data;
      return {
        fullName: d.fullName,
        message: d.message || null,
        // A tailor-made request may start from a tour: keep which one.
        tourId: d.tourId,
        details: {
          tourTitle: d.tourTitle || null,
          startDate: d.startDate || null,
          endDate: d.endDate || null,
          travelMonth: d.travelMonth || null,
          adults: d.adults,
          children: d.children,
          infants: d.infants,
          budget: d.budget || null,
          interests: d.interests,
        },
        facts: [
          ["tour", d.tourTitle],
          ["startDate", d.startDate],
          ["endDate", d.endDate],
          ["travelMonth", d.travelMonth],
          ["adults", d.adults],
          ["children", d.children],
          ["infants", d.infants],
          ["budget", d.budget ? t(`budgets.${d.budget}`) : ""],
          ["interests", d.interests.map((i) => t(`interests.${i}`)).join(", ")],
        ],
      };
    }
  }
}

/** The row, and the labelled details for the emails (empty ones left out), in `language`. */
function describeEnquiry(
  input: EnquiryInput,
  language: Language,
): { row: Omit<Row, "locale">; fields: Field[] } {
  const t = serverT(language, "enquiries");
  const { facts, ...specifics } = specificsOf(input, t);
  const { email, phone, consent } = input.data;
  return {
    row: { type: input.type, email, phone: phone || null, consent, ...specifics },
    fields: facts
      .filter(([, value]) => value !== null && value !== undefined && value !== "")
      .map(([key, value]) => ({ label: t(`labels.${key}`), value: String(value) })),
  };
}

/** An active tour's id and title, for the enquiry form that /contact?tour= opens. */
export async function tourForEnquiry(id: number): Promise<{ id: number; title: string } | null> {
  const [tour] = await db()
    .select({ id: tours.id, title: tours.title })
    .from(tours)
    .where(and(eq(tours.id, id), eq(tours.isActive, true)));
  return tour ?? null;
}

/** The tour or accommodation named by id must exist; the stored title comes from the catalogue. */
async function withCatalogueNames(input: EnquiryInput): Promise<EnquiryInput | null> {
  if ((input.type === "tour" || input.type === "tailor_made") && input.data.tourId !== null) {
    const [tour] = await db()
      .select({ title: tours.title })
      .from(tours)
      .where(eq(tours.id, input.data.tourId));
    if (!tour) return null;
    return { ...input, data: { ...input.data, tourTitle: tour.title } };
  }
  if (input.type === "accommodation" && input.data.accommodationId !== null) {
    const [place] = await db()
      .select({ name: accommodations.name })
      .from(accommodations)
      .where(eq(accommodations.id, input.data.accommodationId));
    if (!place) return { ...input, data: { ...input.data, accommodationId: null } };
    return { ...input, data: { ...input.data, accommodationName: place.name } };
  }
  return input;
}

/**
 * Stores an enquiry (status new) with the sender's confirmation in one
 * transaction, then queues the staff notification on its own: a failure there
 * is logged and never loses the enquiry. Null when the tour does not exist.
 * A `submissionKey` (a form queued offline, decision 101) is recorded in the
 * transaction; when it was recorded before, RepeatedSubmission is thrown and
 * nothing is stored or sent.
 */
export async function createEnquiry(
  raw: EnquiryInput,
  language: Language,
  submissionKey: string | null = null,
): Promise<{ id: number } | null> {
  const input = await withCatalogueNames(raw);
  if (!input) return null;
  const forSender = describeEnquiry(input, language);
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({ ...forSender.row, locale: language })
      .returning({ id: enquiries.id });
    if (!row) throw new Error("enquiry insert returned nothing");
    await recordSubmissionKey(tx, submissionKey, "enquiry");
    const summary = [
      ...forSender.fields.map((f) => `${f.label}: ${f.value}`),
      ...(forSender.row.message ? ["", forSender.row.message] : []),
    ].join("\n");
    await enqueueEmail(tx, {
      template: "booking-inquiry",
      locale: language,
      to: forSender.row.email,
      props: { name: forSender.row.fullName, summary, reference: `#${row.id}` },
    });
    return row.id;
  });
  try {
    const config = env();
    const forStaff = describeEnquiry(input, "en");
    await enqueueEmail(db(), {
      template: "enquiry-staff",
      locale: "en",
      to: config.STAFF_EMAIL,
      cc: config.STAFF_EMAIL_COPY,
      props: {
        id,
        type: input.type,
        fullName: forStaff.row.fullName,
        email: forStaff.row.email,
        phone: forStaff.row.phone,
        fields: forStaff.fields,
        message: forStaff.row.message,
      },
    });
  } catch (error) {
    logger.error({ err: error, enquiryId: id }, "enquiry staff notification failed");
  }
  return { id };
}
