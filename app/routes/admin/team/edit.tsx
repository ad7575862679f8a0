import "#app/styles/admin-content.css";
import { data, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { TeamMemberForm } from "#app/components/admin/team-member-form";
import { FormStatus } from "#app/components/ui/form";
import { readTeamMemberForm, teamMemberFormValues } from "#app/domain/admin/team";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { findTeamMember, updateTeamMember } from "#app/modules/admin/team/team.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const member = id ? await findTeamMember(id) : undefined;
  if (!member) notFound();
  return {
    title: serverT(context.language, "admin-team")("form.editMetaTitle"),
    messages: messagesFor(context.language, ["admin-team", "admin-content"]),
    member: { id: member.id, version: member.version },
    values: teamMemberFormValues(member),
    images: await listPickableImages(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const read = readTeamMemberForm((name) => form.get(name));
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  const reply = { values: read.values, version: posted };
  if (read.kind === "picked") {
    return data({ ...reply, fieldErrors: {} as Record<string, string>, formError: null });
  }
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  const version = versionField.safeParse(form.get("version"));
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateTeamMember(id, version.data, read.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form, and the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findTeamMember(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  throw redirect(`/admin/team?done=saved&title=${encodeURIComponent(read.input.name)}#member-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-team");
  const { member } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("form.editTitle")}>
        <Link to={`/admin/team/${member.id}/delete`}>{t("form.deleteLink")}</Link>
      </AdminPageHeader>
      {actionData?.formError && !actionData.values ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <TeamMemberForm
        key={JSON.stringify(values)}
        values={values}
        version={actionData?.version ?? member.version}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
