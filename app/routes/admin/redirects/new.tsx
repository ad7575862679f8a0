import "#app/styles/admin-redirects.css";
import { redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { RedirectForm } from "#app/components/admin/redirect-form";
import { fieldErrors } from "#app/domain/identity-rules";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { parseRedirectForm, siteOrigin, typedRedirect } from "#app/modules/admin/redirects/form.server";
import { createRedirect } from "#app/modules/admin/redirects/redirects.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  // "Create redirect" on the 404 log opens this form with the path filled in.
  const from = (new URL(request.url).searchParams.get("from") ?? "").slice(0, 500);
  return {
    title: serverT(context.language, "admin-redirects")("form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-redirects"]),
    from,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const reply = { values: typedRedirect(form) };
  const parsed = parseRedirectForm(form);
  if (!parsed.success) return refuseFields(context.language, reply, fieldErrors(parsed.error));
  const result = await createRedirect(parsed.data, viewer.id, siteOrigin());
  if (!result.ok) return refuseForm(context.language, reply, result);
  throw redirect(`/admin/redirects?saved=${result.id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewRedirect({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-redirects");
  const values = actionData?.values ?? {
    fromPath: loaderData.from,
    toTarget: "",
    statusCode: "301",
    isActive: true,
  };
  return (
    <>
      <AdminPageHeader title={t("form.newTitle")} />
      <RedirectForm
        // A refused save re-renders with what was typed: a new key resets the uncontrolled fields.
        key={JSON.stringify(values)}
        values={values}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
      />
    </>
  );
}
