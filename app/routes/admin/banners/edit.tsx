import "#app/styles/admin-content.css";
import "#app/styles/home.css";
import { data, Link, redirect } from "react-router";
import { BannerForm, BannerPreview } from "#app/components/admin/banner-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { bannerFormValues, bannerPreview, readBannerForm } from "#app/domain/admin/banners";
import type { HomeBanner } from "#app/domain/content/banners";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { bannerTourChoices, findBanner, updateBanner } from "#app/modules/admin/banners/banners.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
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
  const banner = id ? await findBanner(id) : undefined;
  if (!banner) notFound();
  const [tours, images] = await Promise.all([bannerTourChoices(), listPickableImages()]);
  return {
    title: serverT(context.language, "admin-banners")("form.editMetaTitle"),
    // `home`: the preview is the home page's own banner.
    messages: messagesFor(context.language, ["admin-banners", "admin-content", "home"]),
    banner: { id: banner.id, version: banner.version, title: banner.title, isActive: banner.isActive },
    values: bannerFormValues(banner),
    preview: bannerPreview(banner, banner.id),
    tours,
    images,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const read = readBannerForm((name) => form.get(name));
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  const reply = { values: read.values, version: posted, preview: null as HomeBanner | null };
  // The picker's choice or a preview: the form comes back, nothing saved.
  if (read.kind === "picked")
    return data({ ...reply, fieldErrors: {} as Record<string, string>, formError: null });
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  if (read.kind === "preview") {
    return data({ ...reply, preview: bannerPreview(read.input, id), fieldErrors: {}, formError: null });
  }
  const version = versionField.safeParse(form.get("version"));
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateBanner(id, version.data, read.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form, and the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findBanner(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  throw redirect(`/admin/banners?done=saved&title=${encodeURIComponent(read.input.title)}#banner-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-banners");
  const { banner } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("form.editTitle", { title: banner.title })}>
        <a href="/" target="_blank" rel="noopener">
          {t("viewHome")}
        </a>
        <Link to={`/admin/banners/${banner.id}/delete`}>{t("form.deleteLink")}</Link>
      </AdminPageHeader>
      {actionData?.formError && !actionData.values ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <BannerPreview banner={actionData?.preview ?? (actionData ? null : loaderData.preview)} />
      <BannerForm
        key={JSON.stringify(values)}
        values={values}
        version={actionData?.version ?? banner.version}
        tours={loaderData.tours}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
