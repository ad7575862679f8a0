import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  customerLinkCount,
  deleteTour,
  findTourForEdit,
  setTourPublished,
  tourLinks,
} from "#app/modules/admin/tours/tours.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

const LINKS = [
  "bookings",
  "enquiries",
  "wishlists",
  "comparisons",
  "departures",
  "testimonials",
  "banners",
  "faqs",
] as const;

// Deleting asks first: this page is the confirmation, and lists what links to the tour.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const tour = id ? await findTourForEdit(id) : undefined;
  if (!tour) notFound();
  const links = await tourLinks(tour.id);
  return {
    title: serverT(context.language, "admin-content")("tours.delete.metaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    tour: { id: tour.id, version: tour.version, title: tour.title, isActive: tour.isActive },
    links,
    inUse: customerLinkCount(links) > 0,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  const title = form.get("title")?.toString().slice(0, 200) ?? "";
  if (!version.success || (intent !== "delete" && intent !== "unpublish")) {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result =
    intent === "delete"
      ? await deleteTour(id, version.data, viewer.id)
      : await setTourPublished(id, version.data, false, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  const done = intent === "delete" ? "deleted" : "unpublishedNotice";
  throw redirect(`/admin/tours?done=${done}&title=${encodeURIComponent(title)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteTour({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { tour, links, inUse } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("tours.delete.title", { title: tour.title })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <h2>{t("tours.delete.linksTitle")}</h2>
      <ul className="admin-content__links" data-testid="tour-links">
        {LINKS.map((key) => (
          <li key={key}>
            {t(`tours.delete.${key}`)}: <strong>{links[key]}</strong>
          </li>
        ))}
      </ul>
      <Form method="post" className="admin-form">
        <input type="hidden" name="version" value={tour.version} />
        <input type="hidden" name="title" value={tour.title} />
        {inUse ? (
          <>
            <p>{t("tours.delete.inUse")}</p>
            <div className="admin-form__row">
              {tour.isActive ? (
                <button type="submit" name="intent" value="unpublish" className="btn btn-primary">
                  {t("tours.delete.unpublishInstead")}
                </button>
              ) : (
                <p className="admin-content__note">{t("tours.delete.alreadyUnpublished")}</p>
              )}
              <Link to={`/admin/tours/${tour.id}`}>{t("tours.delete.no")}</Link>
            </div>
          </>
        ) : (
          <>
            <p>{t("tours.delete.confirmText")}</p>
            <div className="admin-form__row">
              <button type="submit" name="intent" value="delete" className="btn btn-primary">
                {t("tours.delete.yes")}
              </button>
              <Link to={`/admin/tours/${tour.id}`}>{t("tours.delete.no")}</Link>
            </div>
          </>
        )}
      </Form>
    </>
  );
}
