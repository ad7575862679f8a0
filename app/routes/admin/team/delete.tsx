import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { deleteTeamMember, findTeamMember, setTeamMemberActive } from "#app/modules/admin/team/team.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation. Nothing links to a
// team member; someone leaving for a season can be hidden instead.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const member = id ? await findTeamMember(id) : undefined;
  if (!member) notFound();
  return {
    title: serverT(context.language, "admin-team")("delete.metaTitle"),
    messages: messagesFor(context.language, ["admin-team"]),
    member: {
      id: member.id,
      version: member.version,
      name: member.name,
      role: member.role,
      isActive: member.isActive,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const name = form.get("title")?.toString().slice(0, 200) ?? "";
  const intent = form.get("intent");
  if (!version.success || (intent !== "delete" && intent !== "deactivate")) {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result =
    intent === "deactivate"
      ? await setTeamMemberActive(id, version.data, false, viewer.id)
      : await deleteTeamMember(id, version.data, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  const done = intent === "deactivate" ? "deactivated" : "deleted";
  throw redirect(`/admin/team?done=${done}&title=${encodeURIComponent(name)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-team");
  const { member } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("delete.title", { name: member.name })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <p>
        <strong>{member.name}</strong> · {member.role}
      </p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="version" value={member.version} />
        <input type="hidden" name="title" value={member.name} />
        <p>{t("delete.confirmText")}</p>
        <p>{t("delete.nothingLinks")}</p>
        <div className="admin-form__row">
          <button type="submit" name="intent" value="delete" className="btn btn-primary">
            {t("delete.yes")}
          </button>
          {member.isActive ? (
            <button type="submit" name="intent" value="deactivate" className="btn">
              {t("delete.hideInstead")}
            </button>
          ) : null}
          <Link to={`/admin/team/${member.id}`}>{t("delete.no")}</Link>
        </div>
      </Form>
    </>
  );
}
