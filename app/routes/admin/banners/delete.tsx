import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { bannerBookingCount, deleteBanner, findBanner } from "#app/modules/admin/banners/banners.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation, and it says what points
// at the banner (the bookings that started from it, which refuse the delete).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const banner = id ? await findBanner(id) : undefined;
  if (!banner) notFound();
  return {
    title: serverT(context.language, "admin-banners")("delete.metaTitle"),
    messages: messagesFor(context.language, ["admin-banners"]),
    banner: { id: banner.id, version: banner.version, title: banner.title, isActive: banner.isActive },
    bookings: await bannerBookingCount(banner.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const title = form.get("title")?.toString().slice(0, 300) ?? "";
  if (!version.success || form.get("intent") !== "delete") {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result = await deleteBanner(id, version.data, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  throw redirect(`/admin/banners?done=deleted&title=${encodeURIComponent(title)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-banners");
  const { banner, bookings } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("delete.title")} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <blockquote>{banner.title}</blockquote>
      <h2>{t("delete.linksTitle")}</h2>
      <p data-testid="banner-links">
        {bookings === 0 ? t("delete.noLinks") : t("delete.links", { count: bookings })}
      </p>
      {bookings > 0 ? (
        <>
          <p>{t("delete.inUse")}</p>
          <div className="admin-form__row">
            {banner.isActive ? (
              <Form method="post" action="/admin/banners">
                <input type="hidden" name="id" value={banner.id} />
                <input type="hidden" name="version" value={banner.version} />
                <input type="hidden" name="title" value={banner.title} />
                <button type="submit" name="intent" value="deactivate" className="btn btn-primary">
                  {t("delete.deactivate")}
                </button>
              </Form>
            ) : null}
            <Link to={`/admin/banners/${banner.id}`}>{t("delete.no")}</Link>
          </div>
        </>
      ) : (
        <Form method="post" className="admin-form">
          <input type="hidden" name="version" value={banner.version} />
          <input type="hidden" name="title" value={banner.title} />
          <p>{t("delete.confirmText")}</p>
          <div className="admin-form__row">
            <button type="submit" name="intent" value="delete" className="btn btn-primary">
              {t("delete.yes")}
            </button>
            <Link to={`/admin/banners/${banner.id}`}>{t("delete.no")}</Link>
          </div>
        </Form>
      )}
    </>
  );
}
