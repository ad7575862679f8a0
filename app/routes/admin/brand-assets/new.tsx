import { data, redirect } from "react-router";
import { BrandAssetForm } from "#app/components/admin/brand-asset-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { readBrandAssetForm } from "#app/domain/admin/brand-assets";
import { EMPTY_BRAND_ASSET } from "#app/domain/admin/brand-assets-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { brandAssetChoices, createBrandAsset } from "#app/modules/admin/branding/brand-assets.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [choices, images] = await Promise.all([brandAssetChoices(), listPickableImages()]);
  return {
    title: serverT(context.language, "admin-branding")("brandAssets.form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-branding", "admin-content"]),
    choices,
    images,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
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
  const result = await createBrandAsset(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(
    `/admin/brand-assets?done=created&title=${encodeURIComponent(read.input.name)}#asset-${result.id}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewBrandAsset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const values = actionData?.values ?? EMPTY_BRAND_ASSET;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("brandAssets.form.newTitle")} />
      <BrandAssetForm
        key={JSON.stringify(values)}
        values={values}
        choices={loaderData.choices}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
