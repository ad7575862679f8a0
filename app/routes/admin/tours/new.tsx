import "#app/styles/admin-content.css";
import { data, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { TourForm } from "#app/components/admin/tour-form";
import { EMPTY_TOUR } from "#app/domain/admin/tours-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { readTourForm } from "#app/modules/admin/tours/form.server";
import { createTour, destinationChoices, stayChoices } from "#app/modules/admin/tours/tours.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return {
    title: serverT(context.language, "admin-content")("tours.form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-content", "tours"]),
    destinations: await destinationChoices(),
    stays: await stayChoices(),
    images: await listPickableImages(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = readTourForm(form);
  // A day added, removed or moved: the form comes back as typed, nothing saved.
  if (read.kind === "days")
    return data({
      values: read.values,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  if (read.kind === "refused") {
    return refuseFields(
      context.language,
      { values: read.values },
      { ...read.fieldErrors, form: "admin:form.invalid" },
    );
  }
  const result = await createTour(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(`/admin/tours/${result.id}?done=created`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewTour({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const values = actionData?.values ?? EMPTY_TOUR;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("tours.form.newTitle")} />
      <p className="admin-content__note">{t("tours.form.newNote")}</p>
      <TourForm
        // A refused save re-renders with what was typed: a new key resets the uncontrolled fields.
        key={JSON.stringify(values)}
        values={values}
        destinations={loaderData.destinations}
        stays={loaderData.stays}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
