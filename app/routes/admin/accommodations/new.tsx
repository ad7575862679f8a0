import "#app/styles/admin-content.css";
import "#app/styles/places.css";
import "#app/styles/admin-accommodations.css";
import { data, redirect } from "react-router";
import { AccommodationForm } from "#app/components/admin/accommodation-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { readAccommodationForm } from "#app/domain/admin/accommodations";
import { EMPTY_ACCOMMODATION } from "#app/domain/admin/accommodations-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { createAccommodation } from "#app/modules/admin/accommodations/accommodations.server";
import { destinationChoices } from "#app/modules/admin/tours/tours.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return {
    title: serverT(context.language, "admin-accommodations")("form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-accommodations", "admin-content", "accommodations"]),
    destinations: await destinationChoices(),
    images: await listPickableImages(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = readAccommodationForm(form);
  // A picture chosen in the picker: the form comes back with it, nothing saved.
  if (read.kind === "picked") {
    return data({
      values: read.values,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  }
  if (read.kind === "refused") {
    return refuseFields(
      context.language,
      { values: read.values },
      { ...read.fieldErrors, form: "admin:form.invalid" },
    );
  }
  const result = await createAccommodation(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(`/admin/accommodations/${result.id}?done=created`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewAccommodation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-accommodations");
  const values = actionData?.values ?? EMPTY_ACCOMMODATION;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("form.newTitle")} />
      <p className="admin-content__note">{t("form.newNote")}</p>
      <AccommodationForm
        // A refused save re-renders with what was typed: a new key resets the uncontrolled fields.
        key={JSON.stringify(values)}
        values={values}
        destinations={loaderData.destinations}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
