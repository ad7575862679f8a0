import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { deleteRedirect, findRedirect } from "#app/modules/admin/redirects/redirects.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation, and only its button deletes.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const row = id ? await findRedirect(id) : undefined;
  if (!row) notFound();
  return {
    title: serverT(context.language, "admin-redirects")("confirm.metaTitle"),
    messages: messagesFor(context.language, ["admin-redirects"]),
    redirect: { id: row.id, version: row.version, fromPath: row.fromPath, toTarget: row.toTarget },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action reads it: one no action can read is refused the same way everywhere.
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const result = version.success
    ? await deleteRedirect(id, version.data, viewer.id)
    : { ok: false as const, status: 400, message: "admin:form.invalid" };
  if (!result.ok) return refuseForm(context.language, {}, result);
  throw redirect(
    `/admin/redirects?deleted=${encodeURIComponent(form.get("fromPath")?.toString().slice(0, 500) ?? "")}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteRedirect({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-redirects");
  const { redirect: row } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("confirm.title")} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <p>{t("confirm.text", { from: row.fromPath, to: row.toTarget })}</p>
      <Form method="post" className="admin-form__row">
        <input type="hidden" name="version" value={row.version} />
        <input type="hidden" name="fromPath" value={row.fromPath} />
        <button type="submit" className="btn btn-primary">
          {t("confirm.yes")}
        </button>
        <Link to="/admin/redirects">{t("confirm.no")}</Link>
      </Form>
    </>
  );
}
