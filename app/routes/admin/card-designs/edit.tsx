import { Link, redirect } from "react-router";
import { CardDesignForm } from "#app/components/admin/card-design-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { cardDesignFormValues, readCardDesignForm } from "#app/domain/admin/card-designs";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  cardDesignTypes,
  findCardDesign,
  previewTour,
  updateCardDesign,
} from "#app/modules/admin/branding/card-designs.server";
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
  const design = id ? await findCardDesign(id) : undefined;
  if (!design) notFound();
  const [types, tour, images] = await Promise.all([
    cardDesignTypes(),
    previewTour(context.language),
    listPickableImages(),
  ]);
  return {
    title: serverT(context.language, "admin-branding")("cardDesigns.form.editMetaTitle", {
      name: design.name,
    }),
    messages: messagesFor(context.language, ["admin-branding", "admin-content", "tours"]),
    design: {
      id: design.id,
      version: design.version,
      name: design.name,
      isDefault: design.isDefault,
      shown: design.shown,
    },
    values: cardDesignFormValues(design),
    types,
    tour,
    images,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const read = readCardDesignForm((name) => form.get(name));
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  const reply = { values: read.values, version: posted };
  // The picker and the Preview button: the form comes back as typed, nothing saved.
  if (read.kind === "unsaved") return refuseFields(context.language, reply, read.fieldErrors, 200);
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  const version = versionField.safeParse(form.get("version"));
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateCardDesign(id, version.data, read.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form, and the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findCardDesign(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  throw redirect(`/admin/card-designs?done=saved&title=${encodeURIComponent(read.input.name)}#design-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditCardDesign({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const { design } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("cardDesigns.form.editTitle", { name: design.name })}>
        <Link to={`/admin/card-designs/${design.id}/delete`}>{t("cardDesigns.form.deleteLink")}</Link>
      </AdminPageHeader>
      <p className="admin-content__note">
        {design.shown ? t("cardDesigns.form.shownNote") : t("cardDesigns.form.notShownNote")}
      </p>
      {actionData?.formError && !actionData.values ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <CardDesignForm
        key={JSON.stringify(values)}
        values={values}
        version={actionData?.version ?? design.version}
        types={loaderData.types}
        tour={loaderData.tour}
        images={loaderData.images}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
        cancelTo="/admin/card-designs"
      />
    </>
  );
}
