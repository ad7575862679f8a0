import "#app/styles/admin-content.css";
import { redirect } from "react-router";
import { FaqForm } from "#app/components/admin/faq-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { readFaqValues, validateFaq } from "#app/domain/admin/faqs";
import { EMPTY_FAQ, FAQ_TOUR_CATEGORY } from "#app/domain/admin/faqs-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { createFaq, faqTourChoices } from "#app/modules/admin/faqs/faqs.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  // From a tour's group (?tour=12): the question starts as one of that tour's.
  const tour = positiveInt(new URL(request.url).searchParams.get("tour"));
  return {
    title: serverT(context.language, "admin-content")("faqs.form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-content", "pages"]),
    tours: await faqTourChoices(),
    initial: tour ? { ...EMPTY_FAQ, category: FAQ_TOUR_CATEGORY, tourId: String(tour) } : EMPTY_FAQ,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = (name: string) => form.get(name);
  const values = readFaqValues(read);
  const parsed = validateFaq(values, read);
  if (!parsed.ok) {
    return refuseFields(context.language, { values }, { ...parsed.fieldErrors, form: "admin:form.invalid" });
  }
  const result = await createFaq(parsed.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, { values }, result);
  throw redirect(
    `/admin/faqs?done=created&title=${encodeURIComponent(parsed.input.question)}#faq-${result.id}`,
  );
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const values = actionData?.values ?? loaderData.initial;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("faqs.form.newTitle")} />
      <FaqForm
        key={JSON.stringify(values)}
        values={values}
        tours={loaderData.tours}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
