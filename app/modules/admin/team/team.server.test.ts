import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, teamMembers } from "#app/db/schema/index";
import { readTeamMemberForm, type TeamMemberInput } from "#app/domain/admin/team";
import { libraryImageUrl } from "#app/domain/media/upload";
import { listTeamMembers } from "#app/modules/content/pages.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import {
  createTeamMember,
  deleteTeamMember,
  findTeamMember,
  listTeam,
  moveTeamMember,
  setTeamMemberActive,
  updateTeamMember,
} from "./team.server";

// The team editor's saves (issue 16, item 1) on a real database: new people
// at the end of the team, edits over a version (409 when stale), showing and
// hiding as /about/team sees it, moving up and down (the shared reorder),
// the photo checked against the media library, deletes, audit rows.

setUpTestDatabase();

let staffId = "";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});

function form(fields: Record<string, string>): TeamMemberInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const read = readTeamMemberForm((name) => data.get(name));
  if (read.kind !== "save") throw new Error(JSON.stringify(read));
  return read.input;
}

async function make(name: string, extra: Record<string, string> = {}): Promise<number> {
  const created = await createTeamMember(
    form({ name, role: "Guide", languages: "English, Swahili", isActive: "on", ...extra }),
    staffId,
  );
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

async function order(): Promise<string[]> {
  const rows = await db()
    .select({ name: teamMembers.name })
    .from(teamMembers)
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.id));
  return rows.map((row) => row.name);
}

describe("the team editor's saves", () => {
  it("adds each new person at the end of the team, as the public page orders them", async () => {
    await make("Ada");
    await make("Baraka");
    await make("Chausiku");
    expect(await order()).toEqual(["Ada", "Baraka", "Chausiku"]);
    expect((await listTeam()).map((row) => [row.name, row.displayOrder])).toEqual([
      ["Ada", 0],
      ["Baraka", 1],
      ["Chausiku", 2],
    ]);
    expect((await listTeamMembers("en")).map((member) => member.name)).toEqual(["Ada", "Baraka", "Chausiku"]);
    // A library picture without alt text is refused beside the photo field, and nothing is added.
    expect(
      await createTeamMember(
        form({ name: "Dora", role: "Guide", photoUrl: libraryImageUrl("q".repeat(24), 480) }),
        staffId,
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      field: "photoUrl",
      message: "admin-media:errors.unknownImage",
    });
    expect(await order()).not.toContain("Dora");
  });

  it("moves a person up and down (stale buttons refused), with audit rows", async () => {
    const [ada, baraka, chausiku] = (await listTeam()).map((row) => row.id) as [number, number, number];
    expect(await moveTeamMember(chausiku, 0, "up", staffId)).toEqual({ ok: true });
    expect(await order()).toEqual(["Ada", "Chausiku", "Baraka"]);
    // The moved one and its neighbour have new versions.
    expect(await moveTeamMember(baraka, 0, "up", staffId)).toMatchObject({ status: 409 });
    expect(await moveTeamMember(ada, 0, "down", staffId)).toEqual({ ok: true });
    expect(await order()).toEqual(["Chausiku", "Ada", "Baraka"]);
    // At an edge nothing changes.
    const top = await findTeamMember(chausiku);
    expect(await moveTeamMember(chausiku, top?.version ?? -1, "up", staffId)).toEqual({ ok: true });
    expect(await order()).toEqual(["Chausiku", "Ada", "Baraka"]);
    expect(await moveTeamMember(999999, 0, "up", staffId)).toMatchObject({ status: 404 });
    const moves = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "team_member"), eq(auditEvents.action, "team_member.move_up")));
    expect(moves).toHaveLength(1);
  });

  it("edits over a version (409 when stale) and shows the translation on the public page", async () => {
    const id = await make("Emmanuel");
    const edited = form({
      name: "Emmanuel Kimaro",
      role: "Head Mountain Guide",
      bio: "Over 300 summits.",
      languages: "English, Swahili, Chagga",
      yearsExperience: "16",
      isActive: "on",
      "translations.de.role": "Leitender Bergführer",
      "translations.de.bio": "Über 300 Gipfel.",
    });
    expect(await updateTeamMember(id, 0, edited, staffId)).toEqual({ ok: true });
    expect(await updateTeamMember(id, 0, { ...edited, name: "Stale" }, staffId)).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findTeamMember(id)).toMatchObject({
      name: "Emmanuel Kimaro",
      languages: ["English", "Swahili", "Chagga"],
      yearsExperience: 16,
      version: 1,
    });
    const german = (await listTeamMembers("de")).find((member) => member.id === id);
    expect(german).toMatchObject({ role: "Leitender Bergführer", bio: "Über 300 Gipfel.", textLang: "de" });

    expect(await setTeamMemberActive(id, 1, false, staffId)).toEqual({ ok: true });
    expect((await listTeamMembers("en")).some((member) => member.id === id)).toBe(false);
    expect(await setTeamMemberActive(id, 1, true, staffId)).toMatchObject({ status: 409 });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "team_member"), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(audit.map((row) => row.action)).toEqual([
      "team_member.create",
      "team_member.update",
      "team_member.deactivate",
    ]);
    expect(audit[1]).toMatchObject({ before: { name: "Emmanuel" }, after: { name: "Emmanuel Kimaro" } });
  });

  it("deletes over a version, audited with what it was", async () => {
    const id = await make("Gone Soon");
    expect(await deleteTeamMember(id, 1, staffId)).toMatchObject({ status: 409 });
    expect(await deleteTeamMember(id, 0, staffId)).toEqual({ ok: true });
    expect(await findTeamMember(id)).toBeUndefined();
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "team_member.delete"), eq(auditEvents.entityId, String(id))));
    expect(row).toMatchObject({
      before: { name: "Gone Soon", languages: ["English", "Swahili"] },
      after: null,
    });
  });
});
