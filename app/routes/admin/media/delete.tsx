import "#app/styles/admin-media.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { MediaUsages } from "#app/components/admin/media-usages";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { deleteAsset, findAsset } from "#app/modules/media/library/assets.server";
import { findUsages } from "#app/modules/media/library/usage.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation, and only its button deletes.
// While the picture is used, the page says where and offers no button (the action refuses anyway).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const found = id ? await findAsset(id) : undefined;
  if (!found) notFound();
  const { asset } = found;
  return {
    title: serverT(context.language, "admin-media")("confirm.metaTitle"),
    messages: messagesFor(context.language, ["admin-media"]),
    asset: { id: asset.id, version: asset.version, originalName: asset.originalName },
    usages: (await findUsages([asset.key])).get(asset.key) ?? [],
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
    ? await deleteAsset(id, version.data, viewer.id)
    : { ok: false as const, status: 400, message: "admin:form.invalid" };
  if (!result.ok) return refuseForm(context.language, {}, result);
  throw redirect(`/admin/media?deleted=${encodeURIComponent(result.originalName)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-media");
  const { asset, usages } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("confirm.title")} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      {usages.length > 0 ? (
        <>
          <p>{t("confirm.inUse", { name: asset.originalName, count: usages.length })}</p>
          <MediaUsages usages={usages} empty="" />
          <p>
            <Link to={`/admin/media/${asset.id}`}>{t("confirm.back")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("confirm.text", { name: asset.originalName })}</p>
          <Form method="post" className="admin-form__row">
            <input type="hidden" name="version" value={asset.version} />
            <button type="submit" className="btn btn-primary">
              {t("confirm.yes")}
            </button>
            <Link to={`/admin/media/${asset.id}`}>{t("confirm.no")}</Link>
          </Form>
        </>
      )}
    </>
  );
}
