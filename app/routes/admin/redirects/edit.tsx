import "#app/styles/admin-redirects.css";
import { redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { RedirectForm } from "#app/components/admin/redirect-form";
import { fieldErrors } from "#app/domain/identity-rules";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { parseRedirectForm, siteOrigin, typedRedirect } from "#app/modules/admin/redirects/form.server";
import { findRedirect, updateRedirect } from "#app/modules/admin/redirects/redirects.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const row = id ? await findRedirect(id) : undefined;
  if (!row) notFound();
  return {
    title: serverT(context.language, "admin-redirects")("form.editMetaTitle"),
    messages: messagesFor(context.language, ["admin-redirects"]),
    redirect: {
      id: row.id,
      version: row.version,
      fromPath: row.fromPath,
      toTarget: row.toTarget,
      statusCode: String(row.statusCode),
      isActive: row.isActive,
      hitCount: row.hitCount,
      lastHitAt: row.lastHitAt?.toISOString() ?? null,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action reads it: one no action can read is refused the same way everywhere.
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  const reply = { values: typedRedirect(form), version: posted };
  const parsed = parseRedirectForm(form);
  const version = versionField.safeParse(form.get("version"));
  if (!parsed.success) return refuseFields(context.language, reply, fieldErrors(parsed.error));
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateRedirect(id, version.data, parsed.data, viewer.id, siteOrigin());
  // A conflict (409) keeps what was typed, with the message above the form, and the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findRedirect(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  throw redirect(`/admin/redirects?saved=${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditRedirect({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-redirects");
  const { redirect: row } = loaderData;
  const values = actionData?.values ?? row;
  const when = useOfficeDateTime();
  return (
    <>
      <AdminPageHeader title={t("form.editTitle")} />
      <p>
        {t("form.stats", {
          hits: row.hitCount,
          when: row.lastHitAt ? when.format(new Date(row.lastHitAt)) : t("never"),
        })}
      </p>
      <RedirectForm
        key={JSON.stringify(values)}
        values={values}
        version={actionData?.version ?? row.version}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
      />
    </>
  );
}
