import "#app/styles/admin-content.css";
import { data, Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { TourForm } from "#app/components/admin/tour-form";
import { FormStatus } from "#app/components/ui/form";
import { tourFormValues } from "#app/domain/admin/tours";
import { tourPath } from "#app/domain/catalogue/tour";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { readTourForm } from "#app/modules/admin/tours/form.server";
import {
  destinationChoices,
  findTourForEdit,
  setTourPublished,
  stayChoices,
  updateTour,
} from "#app/modules/admin/tours/tours.server";
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
  const tour = id ? await findTourForEdit(id) : undefined;
  if (!tour) notFound();
  const t = serverT(context.language, "admin-content");
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: t("tours.form.editMetaTitle"),
    messages: messagesFor(context.language, ["admin-content", "tours"]),
    notice: done === "created" ? t("tours.created", { title: tour.title }) : null,
    tour: {
      id: tour.id,
      version: tour.version,
      title: tour.title,
      isActive: tour.isActive,
      path: tourPath(tour),
    },
    values: tourFormValues(tour),
    destinations: await destinationChoices(),
    stays: await stayChoices(),
    images: await listPickableImages(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action reads it: one no action can read is refused the same way everywhere.
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  if (intent === "publish" || intent === "unpublish") {
    if (!version.success) {
      return refuseForm(
        context.language,
        { values: null, version: null },
        { status: 400, message: "admin:form.invalid" },
      );
    }
    const result = await setTourPublished(id, version.data, intent === "publish", viewer.id);
    if (!result.ok) return refuseForm(context.language, { values: null, version: null }, result);
    const title = form.get("title")?.toString().slice(0, 200) ?? "";
    const done = intent === "publish" ? "publishedNotice" : "unpublishedNotice";
    throw redirect(`/admin/tours?done=${done}&title=${encodeURIComponent(title)}`);
  }
  const read = readTourForm(form);
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  if (read.kind === "days")
    return data({
      values: read.values,
      version: posted,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  const reply = { values: read.values, version: posted };
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateTour(id, version.data, read.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form, and the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findTourForEdit(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  const redirected = result.redirected ? "&redirected=1" : "";
  throw redirect(`/admin/tours?done=saved&title=${encodeURIComponent(read.input.title)}${redirected}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditTour({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { tour, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError ?? errors.form;
  return (
    <>
      <AdminPageHeader title={t("tours.form.editTitle", { title: tour.title })}>
        <a href={tour.isActive ? tour.path : `${tour.path}?preview=1`} target="_blank" rel="noopener">
          {tour.isActive ? t("tours.form.view") : t("tours.form.preview")}
        </a>
        <Link to={`/admin/tours/${tour.id}/delete`}>{t("tours.form.deleteLink")}</Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <section className="admin-card" aria-labelledby="tour-status">
        <h2 id="tour-status">{t("tours.form.status")}</h2>
        <Form method="post" className="admin-form__row">
          <input type="hidden" name="version" value={tour.version} />
          <input type="hidden" name="title" value={tour.title} />
          <p className="admin-content__note">
            {tour.isActive ? t("tours.form.isPublished") : t("tours.form.isDraft")}
          </p>
          <button
            type="submit"
            name="intent"
            value={tour.isActive ? "unpublish" : "publish"}
            className={tour.isActive ? "btn" : "btn btn-primary"}
          >
            {tour.isActive ? t("tours.form.unpublish") : t("tours.form.publish")}
          </button>
        </Form>
      </section>
      {values ? (
        <TourForm
          key={JSON.stringify(values)}
          values={values}
          version={actionData?.version ?? tour.version}
          destinations={loaderData.destinations}
          stays={loaderData.stays}
          images={loaderData.images}
          fieldErrors={errors}
          formError={formError}
        />
      ) : (
        <FormStatus tone="error">{formError ?? ""}</FormStatus>
      )}
    </>
  );
}
