import "#app/styles/admin-content.css";
import { Link, redirect } from "react-router";
import { FaqForm } from "#app/components/admin/faq-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { faqFormValues, readFaqValues, validateFaq } from "#app/domain/admin/faqs";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { faqTourChoices, findFaq, updateFaq } from "#app/modules/admin/faqs/faqs.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const faq = id ? await findFaq(id) : undefined;
  if (!faq) notFound();
  return {
    title: serverT(context.language, "admin-content")("faqs.form.editMetaTitle"),
    messages: messagesFor(context.language, ["admin-content", "pages"]),
    faq: { id: faq.id, version: faq.version, question: faq.question },
    values: faqFormValues(faq),
    tours: await faqTourChoices(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const read = (name: string) => form.get(name);
  const values = readFaqValues(read);
  const parsed = validateFaq(values, read);
  // The form comes back with the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  const reply = { values, version: posted };
  if (!parsed.ok) {
    return refuseFields(context.language, reply, { ...parsed.fieldErrors, form: "admin:form.invalid" });
  }
  const version = versionField.safeParse(form.get("version"));
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateFaq(id, version.data, parsed.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form, and the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findFaq(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  throw redirect(`/admin/faqs?done=saved&title=${encodeURIComponent(parsed.input.question)}#faq-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { faq } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("faqs.form.editTitle")}>
        <Link to={`/admin/faqs/${faq.id}/delete`}>{t("faqs.form.deleteLink")}</Link>
      </AdminPageHeader>
      {actionData?.formError && !actionData.values ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <FaqForm
        key={JSON.stringify(values)}
        values={values}
        version={actionData?.version ?? faq.version}
        tours={loaderData.tours}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
