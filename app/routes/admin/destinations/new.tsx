import "#app/styles/admin-content.css";
import { redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { DestinationForm } from "#app/components/admin/place-forms";
import { readDestinationForm } from "#app/domain/admin/places";
import { EMPTY_DESTINATION } from "#app/domain/admin/places-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  createDestination,
  destinationParentChoices,
} from "#app/modules/admin/destinations/destinations.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return {
    title: serverT(context.language, "admin-content")("destinations.form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    parents: await destinationParentChoices(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = readDestinationForm(form);
  if (read.kind === "refused") {
    return refuseFields(
      context.language,
      { values: read.values },
      { ...read.fieldErrors, form: "admin:form.invalid" },
    );
  }
  const result = await createDestination(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(`/admin/destinations/${result.id}?done=created`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewDestination({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const values = actionData?.values ?? EMPTY_DESTINATION;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("destinations.form.newTitle")} />
      <p className="admin-content__note">{t("destinations.form.newNote")}</p>
      <DestinationForm
        // A refused save re-renders with what was typed: a new key resets the uncontrolled fields.
        key={JSON.stringify(values)}
        values={values}
        parents={loaderData.parents}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
