import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { useBrandingLabels } from "#app/components/admin/branding-labels";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  deleteBrandAsset,
  findBrandAsset,
  isUndeletableDefaultAsset,
} from "#app/modules/admin/branding/brand-assets.server";
import { readToken } from "#app/modules/admin/branding/groups.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation, and says where the asset is meant to be used.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const asset = id ? await findBrandAsset(id) : undefined;
  if (!asset) notFound();
  return {
    title: serverT(context.language, "admin-branding")("brandAssets.delete.metaTitle", { name: asset.name }),
    messages: messagesFor(context.language, ["admin-branding"]),
    asset: {
      id: asset.id,
      token: asset.token,
      name: asset.name,
      fileUrl: asset.fileUrl,
      isDefault: asset.isDefault,
      usageContext: asset.usageContext,
    },
    refused: await isUndeletableDefaultAsset(asset),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const token = readToken(form.get("token"));
  const name = form.get("title")?.toString().slice(0, 200) ?? "";
  if (!token || form.get("intent") !== "delete") {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result = await deleteBrandAsset(id, token, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  throw redirect(`/admin/brand-assets?done=deleted&title=${encodeURIComponent(name)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteBrandAsset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const labels = useBrandingLabels();
  const { asset, refused } = loaderData;
  const d = (key: string, options?: Record<string, unknown>) => t(`brandAssets.delete.${key}`, options);
  return (
    <>
      <AdminPageHeader title={d("title", { name: asset.name })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <h2>{d("usageTitle")}</h2>
      <ul className="admin-content__links" data-testid="brand-asset-uses">
        {asset.usageContext.length === 0 ? <li>{d("noUsage")}</li> : null}
        {asset.usageContext.map((usage) => (
          <li key={usage}>{labels.usage(usage)}</li>
        ))}
        {asset.isDefault ? <li>{d("isDefault")}</li> : null}
      </ul>
      {refused ? (
        <>
          <p>{d("refused")}</p>
          <p>
            <Link to="/admin/brand-assets">{d("back")}</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="admin-form">
          <input type="hidden" name="token" value={asset.token} />
          <input type="hidden" name="title" value={asset.name} />
          <p>{d("confirmText", { file: asset.fileUrl })}</p>
          <div className="admin-form__row">
            <button type="submit" name="intent" value="delete" className="btn btn-primary">
              {d("yes")}
            </button>
            <Link to={`/admin/brand-assets/${asset.id}`}>{d("no")}</Link>
          </div>
        </Form>
      )}
    </>
  );
}
