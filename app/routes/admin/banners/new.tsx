import "#app/styles/admin-content.css";
import "#app/styles/home.css";
import { data, redirect } from "react-router";
import { BannerForm, BannerPreview } from "#app/components/admin/banner-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { bannerPreview, readBannerForm } from "#app/domain/admin/banners";
import { EMPTY_BANNER } from "#app/domain/admin/banners-fields";
import type { HomeBanner } from "#app/domain/content/banners";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { bannerTourChoices, createBanner } from "#app/modules/admin/banners/banners.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [tours, images] = await Promise.all([bannerTourChoices(), listPickableImages()]);
  return {
    title: serverT(context.language, "admin-banners")("form.newMetaTitle"),
    // `home`: the preview is the home page's own banner.
    messages: messagesFor(context.language, ["admin-banners", "admin-content", "home"]),
    tours,
    images,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = readBannerForm((name) => form.get(name));
  const reply = { values: read.values, preview: null as HomeBanner | null };
  // The picker's choice or a preview: the form comes back, nothing saved.
  if (read.kind === "picked")
    return data({ ...reply, fieldErrors: {} as Record<string, string>, formError: null });
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  if (read.kind === "preview") {
    return data({ ...reply, preview: bannerPreview(read.input), fieldErrors: {}, formError: null });
  }
  const result = await createBanner(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, reply, result);
  throw redirect(
    `/admin/banners?done=created&title=${encodeURIComponent(read.input.title)}#banner-${result.id}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-banners");
  const values = actionData?.values ?? EMPTY_BANNER;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("form.newTitle")} />
      <BannerPreview banner={actionData?.preview ?? null} />
      <BannerForm
        key={JSON.stringify(values)}
        values={values}
        tours={loaderData.tours}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
