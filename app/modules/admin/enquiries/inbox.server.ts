import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { db } from "#app/db/client.server";
import { accommodations, enquiries, enquiryMessages, tours, users } from "#app/db/schema/index";
import { type EnquiryStatus, promiseCutoff } from "#app/domain/admin/enquiries-fields";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { containsPattern } from "#app/domain/admin/search-pattern";
import type { EnquiryType } from "#app/domain/conversation-fields";

export type EnquiryFilters = {
  type: EnquiryType;
  status: EnquiryStatus;
  /** A staff member's id, or "none" for enquiries nobody has taken. */
  assignee: string;
  /** "late": unanswered for longer than the 24-hour promise. */
  waiting: "late";
};

export const ENQUIRY_SORTS = ["created", "name", "status"] as const;

function conditions(query: ListQuery<EnquiryFilters>, now: Date): SQL | undefined {
  const { filters } = query;
  const where: SQL[] = [];
  if (filters.type) where.push(eq(enquiries.type, filters.type));
  if (filters.status) where.push(eq(enquiries.status, filters.status));
  if (filters.assignee === "none") where.push(isNull(enquiries.assigneeUserId));
  else if (filters.assignee) where.push(eq(enquiries.assigneeUserId, filters.assignee));
  if (filters.waiting === "late") {
    where.push(
      isNull(enquiries.answeredAt),
      ne(enquiries.status, "answered"),
      lt(enquiries.createdAt, promiseCutoff(now)),
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(
      ilike(enquiries.fullName, pattern),
      ilike(enquiries.email, pattern),
      ilike(enquiries.message, pattern),
    );
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}

function ordering(query: ListQuery<EnquiryFilters>) {
  const dir = query.dir === "asc" ? asc : desc;
  switch (query.sort) {
    case "name":
      return [dir(sql`lower(${enquiries.fullName})`), dir(enquiries.id)];
    case "status":
      return [dir(enquiries.status), desc(enquiries.id)];
    default:
      return [dir(enquiries.createdAt), dir(enquiries.id)];
  }
}

const assignee = aliasedTable(users, "assignee");

/** One page of the inbox with its total. */
export async function listEnquiries(query: ListQuery<EnquiryFilters>, now = new Date()) {
  const where = conditions(query, now);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: enquiries.id,
        type: enquiries.type,
        status: enquiries.status,
        fullName: enquiries.fullName,
        email: enquiries.email,
        message: sql<string | null>`left(${enquiries.message}, 140)`,
        createdAt: enquiries.createdAt,
        answeredAt: enquiries.answeredAt,
        tourTitle: tours.title,
        accommodationName: accommodations.name,
        assigneeName: assignee.fullName,
        assigneeEmail: assignee.email,
      })
      .from(enquiries)
      .leftJoin(tours, eq(tours.id, enquiries.tourId))
      .leftJoin(accommodations, eq(accommodations.id, enquiries.accommodationId))
      .leftJoin(assignee, eq(assignee.id, enquiries.assigneeUserId))
      .where(where)
      .orderBy(...ordering(query))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(enquiries).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Who may be assigned an enquiry: staff and admins with an account. */
export async function staffMembers() {
  return db()
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(inArray(users.role, ["staff", "admin"]), isNull(users.deletedAt)))
    .orderBy(sql`lower(coalesce(${users.fullName}, ${users.email}))`);
}

/** An enquiry with its tour or accommodation, its assignee, and the notes and replies on it (oldest first). */
export async function enquiryDetail(id: number) {
  const [row] = await db()
    .select({
      enquiry: enquiries,
      tour: { id: tours.id, slug: tours.slug, title: tours.title },
      accommodation: { slug: accommodations.slug, name: accommodations.name },
      assigneeName: assignee.fullName,
      assigneeEmail: assignee.email,
    })
    .from(enquiries)
    .leftJoin(tours, eq(tours.id, enquiries.tourId))
    .leftJoin(accommodations, eq(accommodations.id, enquiries.accommodationId))
    .leftJoin(assignee, eq(assignee.id, enquiries.assigneeUserId))
    .where(eq(enquiries.id, id))
    .limit(1);
  if (!row) return null;
  const messages = await db()
    .select({
      id: enquiryMessages.id,
      kind: enquiryMessages.kind,
      body: enquiryMessages.body,
      outboxId: enquiryMessages.outboxId,
      createdAt: enquiryMessages.createdAt,
      authorName: users.fullName,
      authorEmail: users.email,
      authorDeleted: users.deletedAt,
    })
    .from(enquiryMessages)
    .innerJoin(users, eq(users.id, enquiryMessages.authorUserId))
    .where(eq(enquiryMessages.enquiryId, id))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
  return {
    ...row,
    tour: row.tour?.id ? row.tour : null,
    accommodation: row.accommodation?.slug ? row.accommodation : null,
    messages,
  };
}
