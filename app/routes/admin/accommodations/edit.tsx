import "#app/styles/admin-content.css";
import "#app/styles/places.css";
import "#app/styles/admin-accommodations.css";
import { data, redirect } from "react-router";
import { AccommodationForm } from "#app/components/admin/accommodation-form";
import { EditPageTop } from "#app/components/admin/edit-page-top";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { accommodationFormValues, readAccommodationForm } from "#app/domain/admin/accommodations";
import { accommodationPath } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  findAccommodationById,
  setAccommodationActive,
  updateAccommodation,
} from "#app/modules/admin/accommodations/accommodations.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { destinationChoices } from "#app/modules/admin/tours/tours.server";
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
  const row = id ? await findAccommodationById(id) : undefined;
  if (!row) notFound();
  const t = serverT(context.language, "admin-accommodations");
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: t("form.editMetaTitle"),
    messages: messagesFor(context.language, ["admin-accommodations", "admin-content", "accommodations"]),
    notice: done === "created" ? t("created", { title: row.name }) : null,
    record: {
      id: row.id,
      version: row.version,
      name: row.name,
      isActive: row.isActive,
      path: accommodationPath(row),
    },
    values: accommodationFormValues(row),
    destinations: await destinationChoices(),
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
  if (intent === "activate" || intent === "deactivate") {
    if (!version.success) {
      return refuseForm(
        context.language,
        { values: null, version: null },
        { status: 400, message: "admin:form.invalid" },
      );
    }
    const result = await setAccommodationActive(id, version.data, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, { values: null, version: null }, result);
    const title = form.get("title")?.toString().slice(0, 200) ?? "";
    const done = intent === "activate" ? "activatedNotice" : "deactivatedNotice";
    throw redirect(`/admin/accommodations?done=${done}&title=${encodeURIComponent(title)}`);
  }
  const read = readAccommodationForm(form);
  const posted = postedVersion(form);
  if (read.kind === "picked") {
    return data({
      values: read.values,
      version: posted,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  }
  const reply = { values: read.values, version: posted };
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateAccommodation(id, version.data, read.input, viewer.id);
  // A refused save keeps what was typed, with the message above the form.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findAccommodationById(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  const redirected = result.redirected ? "&redirected=1" : "";
  throw redirect(
    `/admin/accommodations?done=saved&title=${encodeURIComponent(read.input.name)}${redirected}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditAccommodation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-accommodations");
  const { record, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError ?? errors.form;
  const f = (key: string) => t(`form.${key}`);
  return (
    <>
      <EditPageTop
        title={t("form.editTitle", { title: record.name })}
        record={record}
        publicPath={record.path}
        isPublic={record.isActive}
        deletePath={`/admin/accommodations/${record.id}/delete`}
        notice={notice}
        statusId="accommodation-status"
        label={f}
      />
      {values ? (
        <AccommodationForm
          key={JSON.stringify(values)}
          values={values}
          version={actionData?.version ?? record.version}
          destinations={loaderData.destinations}
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
