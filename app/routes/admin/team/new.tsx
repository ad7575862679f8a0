import "#app/styles/admin-content.css";
import { data, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { TeamMemberForm } from "#app/components/admin/team-member-form";
import { readTeamMemberForm } from "#app/domain/admin/team";
import { EMPTY_TEAM_MEMBER } from "#app/domain/admin/team-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { createTeamMember } from "#app/modules/admin/team/team.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return {
    title: serverT(context.language, "admin-team")("form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-team", "admin-content"]),
    images: await listPickableImages(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = readTeamMemberForm((name) => form.get(name));
  // A picture chosen in the picker: the form comes back with it, nothing saved.
  if (read.kind === "picked") {
    return data({ values: read.values, fieldErrors: {} as Record<string, string>, formError: null });
  }
  if (read.kind === "refused") {
    return refuseFields(
      context.language,
      { values: read.values },
      { ...read.fieldErrors, form: "admin:form.invalid" },
    );
  }
  const result = await createTeamMember(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(`/admin/team?done=created&title=${encodeURIComponent(read.input.name)}#member-${result.id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-team");
  const values = actionData?.values ?? EMPTY_TEAM_MEMBER;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("form.newTitle")} />
      <p className="admin-content__note">{t("form.newNote")}</p>
      <TeamMemberForm
        // A refused save re-renders with what was typed: a new key resets the uncontrolled fields.
        key={JSON.stringify(values)}
        values={values}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
