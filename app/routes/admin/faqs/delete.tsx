import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { deleteFaq, findFaq } from "#app/modules/admin/faqs/faqs.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation (nothing points at a question).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const faq = id ? await findFaq(id) : undefined;
  if (!faq) notFound();
  return {
    title: serverT(context.language, "admin-content")("faqs.delete.metaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    faq: { id: faq.id, version: faq.version, question: faq.question, isActive: faq.isActive },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const title = form.get("title")?.toString().slice(0, 300) ?? "";
  if (!version.success || form.get("intent") !== "delete") {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result = await deleteFaq(id, version.data, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  throw redirect(`/admin/faqs?done=deleted&title=${encodeURIComponent(title)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { faq } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("faqs.delete.title")} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <blockquote>{faq.question}</blockquote>
      <Form method="post" className="admin-form">
        <input type="hidden" name="version" value={faq.version} />
        <input type="hidden" name="title" value={faq.question} />
        <p>{t("faqs.delete.confirmText")}</p>
        <div className="admin-form__row">
          <button type="submit" name="intent" value="delete" className="btn btn-primary">
            {t("faqs.delete.yes")}
          </button>
          <Link to={`/admin/faqs/${faq.id}`}>{t("faqs.delete.no")}</Link>
        </div>
      </Form>
    </>
  );
}
