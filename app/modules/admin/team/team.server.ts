import { and, asc, eq } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { teamMembers } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { gapCounts } from "#app/domain/admin/content-translations";
import type { MoveDirection } from "#app/domain/admin/move-intent";
import type { TeamMemberInput } from "#app/domain/admin/team";
import { recordAudit } from "#app/modules/admin/audit.server";
import { moveInOrder, nextDisplayOrder } from "#app/modules/admin/content/reorder.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";

/**
 * The team editor's reads and saves (issue 16, item 1), on the content
 * editors' kit (decision 091): the whole team in one ordered list (the
 * /about/team page's order, the first four on /about), moved by up and down
 * buttons; every save over a version with an audit row. The public pages
 * read the table on every request (modules/content/pages.server.ts), so a
 * save shows at once.
 */

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/** At most this many on the list page (a team has dozens). */
const LIST_MAX = 500;

/** The team in display order, each with its missing translations counted. */
export async function listTeam() {
  const rows = await db()
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id))
    .limit(LIST_MAX);
  return rows.map((row) => ({ ...row, gaps: gapCounts("teamMembers", row, row.translations) }));
}

export async function findTeamMember(id: number): Promise<TeamMemberRow | undefined> {
  const [row] = await db().select().from(teamMembers).where(eq(teamMembers.id, id));
  return row;
}

function snapshot(row: TeamMemberRow) {
  return {
    name: row.name,
    role: row.role,
    bio: row.bio,
    photoUrl: row.photoUrl,
    languages: row.languages,
    yearsExperience: row.yearsExperience,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    translations: row.translations,
  };
}

/** A photo from the media library must exist and have its alt text (decision 090). */
async function checkPhoto(tx: Executor, input: TeamMemberInput): Promise<ActionResult> {
  const photo = await requireUsableImages([input.photoUrl], tx);
  return photo.ok ? photo : { ...photo, field: "photoUrl" };
}

/** Adds a team member at the end of the team. */
export async function createTeamMember(
  input: TeamMemberInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  return contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
    const photo = await checkPhoto(tx, input);
    if (!photo.ok) return photo;
    const displayOrder = await nextDisplayOrder(tx, teamMembers);
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...input, displayOrder })
      .returning();
    if (!row) throw new Error("team member insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "team_member.create",
      entityType: "team_member",
      entityId: row.id,
      after: snapshot(row),
    });
    return { ok: true, id: row.id };
  });
}

export async function updateTeamMember(
  id: number,
  version: number,
  input: TeamMemberInput,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const photo = await checkPhoto(tx, input);
    if (!photo.ok) return photo;
    const saved = await saveVersioned(tx, {
      table: teamMembers,
      id,
      version,
      changes: input,
      audit: { actorUserId, action: "team_member.update", entityType: "team_member", snapshot },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

export async function setTeamMemberActive(
  id: number,
  version: number,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: teamMembers,
      id,
      version,
      changes: { isActive: active },
      audit: {
        actorUserId,
        action: active ? "team_member.activate" : "team_member.deactivate",
        entityType: "team_member",
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/** Moves a team member one place up or down in the team's order (content/reorder.server.ts). */
export async function moveTeamMember(
  id: number,
  version: number,
  direction: MoveDirection,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction((tx) =>
    moveInOrder(tx, {
      table: teamMembers,
      id,
      version,
      direction,
      audit: {
        actorUserId,
        action: direction === "up" ? "team_member.move_up" : "team_member.move_down",
        entityType: "team_member",
      },
    }),
  );
}

/** Deletes a team member over its version (nothing links to one), audited with what it was. */
export async function deleteTeamMember(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!current) return fail(404, "admin:form.notFound");
    if (current.version !== version) return staleVersion();
    await tx.delete(teamMembers).where(and(eq(teamMembers.id, id), eq(teamMembers.version, version)));
    await recordAudit(tx, {
      actorUserId,
      action: "team_member.delete",
      entityType: "team_member",
      entityId: id,
      before: snapshot(current),
      after: null,
    });
    return { ok: true };
  });
}
