import { redirect } from "react-router";
import { CardDesignForm } from "#app/components/admin/card-design-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { readCardDesignForm } from "#app/domain/admin/card-designs";
import { EMPTY_CARD_DESIGN } from "#app/domain/admin/card-designs-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  cardDesignTypes,
  createCardDesign,
  previewTour,
} from "#app/modules/admin/branding/card-designs.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [types, tour, images] = await Promise.all([
    cardDesignTypes(),
    previewTour(context.language),
    listPickableImages(),
  ]);
  return {
    title: serverT(context.language, "admin-branding")("cardDesigns.form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-branding", "admin-content", "tours"]),
    types,
    tour,
    images,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = readCardDesignForm((name) => form.get(name));
  // The picker and the Preview button: the form comes back as typed, nothing saved.
  if (read.kind === "unsaved")
    return refuseFields(context.language, { values: read.values }, read.fieldErrors, 200);
  if (read.kind === "refused") {
    return refuseFields(
      context.language,
      { values: read.values },
      { ...read.fieldErrors, form: "admin:form.invalid" },
    );
  }
  const result = await createCardDesign(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values: read.values }, result);
  throw redirect(
    `/admin/card-designs?done=created&title=${encodeURIComponent(read.input.name)}#design-${result.id}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewCardDesign({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const values = actionData?.values ?? EMPTY_CARD_DESIGN;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("cardDesigns.form.newTitle")} />
      <CardDesignForm
        key={JSON.stringify(values)}
        values={values}
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
