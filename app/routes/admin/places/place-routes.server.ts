import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import type { ActionResult } from "#app/domain/action-result";
import type { ParentChoice } from "#app/domain/admin/places-fields";
import type { Namespace } from "#app/i18n/config";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { linkCount } from "#app/modules/admin/content/nested-editor.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";

/**
 * The loaders and actions of the nested-place editors (destinations,
 * experiences): new, edit and delete pages, written once. Each section's
 * route files pass their `PlaceSection` (its editor core, form reader and
 * texts); the pages are `place-pages.tsx`.
 */

type Row = { id: number; version: number; slug: string; parentId: number | null; isActive: boolean };

type FormRead<Values, Input> =
  | { kind: "picked"; values: Values }
  | { kind: "refused"; values: Values; fieldErrors: Record<string, string> }
  | { kind: "save"; values: Values; input: Input };

export type PlaceSection<R extends Row, Values, Input> = {
  /** The section's path under /admin and its keys in the admin-content messages. */
  section: "destinations" | "experiences";
  messages: Namespace[];
  nameOf: (row: R) => string;
  inputName: (input: Input) => string;
  formValues: (row: R) => Values;
  readForm: (form: FormData) => FormRead<Values, Input>;
  editor: {
    find(id: number): Promise<R | undefined>;
    parentChoices(): Promise<ParentChoice[]>;
    create(input: Input, actorUserId: string): Promise<ActionResult<{ id: number }>>;
    update(
      id: number,
      version: number,
      input: Input,
      actorUserId: string,
    ): Promise<ActionResult<{ redirected: boolean }>>;
    setActive(id: number, version: number, active: boolean, actorUserId: string): Promise<ActionResult>;
    remove(id: number, version: number, actorUserId: string): Promise<ActionResult>;
    links(id: number): Promise<Record<string, number>>;
    publicPage(row: R): Promise<{ path: string; isPublic: boolean }>;
  };
};

type Args = { request: Request; context: AppLoadContext; params: { id?: string } };

const noErrors = { fieldErrors: {} as Record<string, string>, formError: null as string | null };

async function findOr404<R extends Row, V, I>(place: PlaceSection<R, V, I>, idParam: string | undefined) {
  const id = positiveInt(idParam);
  const row = id ? await place.editor.find(id) : undefined;
  if (!row) notFound();
  return row;
}

function listRedirect(section: string, done: string, title: string, extra = ""): never {
  throw redirect(`/admin/${section}?done=${done}&title=${encodeURIComponent(title.slice(0, 200))}${extra}`);
}

// -- new --

export async function newPlaceLoader<R extends Row, V, I>(
  place: PlaceSection<R, V, I>,
  { request, context }: Args,
) {
  await requireStaff(request, context);
  const [parents, images] = await Promise.all([place.editor.parentChoices(), listPickableImages()]);
  return {
    title: serverT(context.language, "admin-content")(`${place.section}.form.newMetaTitle`),
    messages: messagesFor(context.language, place.messages),
    parents,
    images,
  };
}

export async function newPlaceAction<R extends Row, V, I>(
  place: PlaceSection<R, V, I>,
  { request, context }: Args,
) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = place.readForm(form);
  if (read.kind === "picked") return data({ values: read.values, ...noErrors });
  if (read.kind === "refused") {
    return refuseFields(
      context.language,
      { values: read.values },
      { ...read.fieldErrors, form: "admin:form.invalid" },
    );
  }
  const result = await place.editor.create(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(`/admin/${place.section}/${result.id}?done=created`);
}

// -- edit --

export async function editPlaceLoader<R extends Row, V, I>(
  place: PlaceSection<R, V, I>,
  { request, context, params }: Args,
) {
  await requireStaff(request, context);
  const row = await findOr404(place, params.id);
  const t = serverT(context.language, "admin-content");
  const done = new URL(request.url).searchParams.get("done");
  const [page, parents, images] = await Promise.all([
    place.editor.publicPage(row),
    place.editor.parentChoices(),
    listPickableImages(),
  ]);
  return {
    title: t(`${place.section}.form.editMetaTitle`),
    messages: messagesFor(context.language, place.messages),
    notice: done === "created" ? t(`${place.section}.created`, { title: place.nameOf(row) }) : null,
    record: {
      id: row.id,
      version: row.version,
      name: place.nameOf(row),
      isActive: row.isActive,
      path: page.path,
      isPublic: page.isPublic,
    },
    values: place.formValues(row),
    parents,
    images,
  };
}

export async function editPlaceAction<R extends Row, V, I>(
  place: PlaceSection<R, V, I>,
  { request, context, params }: Args,
) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action reads it: one no action can read is refused the same way everywhere.
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  const title = form.get("title")?.toString() ?? "";
  if (intent === "activate" || intent === "deactivate") {
    const none = { values: null, version: null };
    if (!version.success) {
      return refuseForm(context.language, none, { status: 400, message: "admin:form.invalid" });
    }
    const result = await place.editor.setActive(id, version.data, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, none, result);
    listRedirect(place.section, intent === "activate" ? "activatedNotice" : "deactivatedNotice", title);
  }
  const read = place.readForm(form);
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  if (read.kind === "picked") return data({ values: read.values, version: posted, ...noErrors });
  const reply = { values: read.values, version: posted };
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await place.editor.update(id, version.data, read.input, viewer.id);
  // A refused save keeps what was typed, with the message beside its field or above the form.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => place.editor.find(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  listRedirect(place.section, "saved", place.inputName(read.input), result.redirected ? "&redirected=1" : "");
}

// -- delete: this page is the confirmation, and lists what links to the record --

export async function deletePlaceLoader<R extends Row, V, I>(
  place: PlaceSection<R, V, I>,
  { request, context, params }: Args,
) {
  await requireStaff(request, context);
  const row = await findOr404(place, params.id);
  const links = await place.editor.links(row.id);
  return {
    title: serverT(context.language, "admin-content")(`${place.section}.delete.metaTitle`),
    messages: messagesFor(context.language, place.messages),
    record: { id: row.id, version: row.version, name: place.nameOf(row), isActive: row.isActive },
    links,
    inUse: linkCount(links) > 0,
  };
}

export async function deletePlaceAction<R extends Row, V, I>(
  place: PlaceSection<R, V, I>,
  { request, context, params }: Args,
) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  if (!version.success || (intent !== "delete" && intent !== "deactivate")) {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result =
    intent === "delete"
      ? await place.editor.remove(id, version.data, viewer.id)
      : await place.editor.setActive(id, version.data, false, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  listRedirect(
    place.section,
    intent === "delete" ? "deleted" : "deactivatedNotice",
    form.get("title")?.toString() ?? "",
  );
}
