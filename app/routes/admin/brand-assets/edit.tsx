import { data, Link, redirect } from "react-router";
import { BrandAssetForm } from "#app/components/admin/brand-asset-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { brandAssetFormValues, readBrandAssetForm } from "#app/domain/admin/brand-assets";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  brandAssetChoices,
  findBrandAsset,
  updateBrandAsset,
} from "#app/modules/admin/branding/brand-assets.server";
import { readToken } from "#app/modules/admin/branding/groups.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const asset = id ? await findBrandAsset(id) : undefined;
  if (!asset) notFound();
  const [choices, images] = await Promise.all([brandAssetChoices(), listPickableImages()]);
  return {
    title: serverT(context.language, "admin-branding")("brandAssets.form.editMetaTitle", {
      name: asset.name,
    }),
    messages: messagesFor(context.language, ["admin-branding", "admin-content"]),
    asset: { id: asset.id, token: asset.token, name: asset.name },
    values: brandAssetFormValues(asset),
    choices,
    images,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const read = readBrandAssetForm(
    (name) => form.get(name),
    (name) => form.getAll(name),
  );
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
  const token = readToken(form.get("token"));
  if (!token) return refuseFields(context.language, { values: read.values }, { form: "admin:form.invalid" });
  const result = await updateBrandAsset(id, token, read.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form.
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(`/admin/brand-assets?done=saved&title=${encodeURIComponent(read.input.name)}#asset-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditBrandAsset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const { asset } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("brandAssets.form.editTitle", { name: asset.name })}>
        <Link to={`/admin/brand-assets/${asset.id}/delete`}>{t("brandAssets.form.deleteLink")}</Link>
      </AdminPageHeader>
      {actionData?.formError && !actionData.values ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <BrandAssetForm
        key={JSON.stringify(values)}
        values={values}
        token={asset.token}
        choices={loaderData.choices}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
