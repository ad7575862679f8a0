import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  deleteTestimonial,
  findTestimonial,
  toggleTestimonial,
} from "#app/modules/admin/testimonials/testimonials.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation. Nothing links to a
// testimonial; a traveller's words cannot be typed back, so hiding is offered first.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const testimonial = id ? await findTestimonial(id) : undefined;
  if (!testimonial) notFound();
  return {
    title: serverT(context.language, "admin-testimonials")("delete.metaTitle"),
    messages: messagesFor(context.language, ["admin-testimonials"]),
    testimonial: {
      id: testimonial.id,
      version: testimonial.version,
      clientName: testimonial.clientName,
      content: testimonial.content,
      isActive: testimonial.isActive,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const name = form.get("title")?.toString().slice(0, 200) ?? "";
  const intent = form.get("intent");
  if (!version.success || (intent !== "delete" && intent !== "hide")) {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result =
    intent === "hide"
      ? await toggleTestimonial(id, version.data, "hide", viewer.id)
      : await deleteTestimonial(id, version.data, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  const done = intent === "hide" ? "hide" : "deleted";
  throw redirect(`/admin/testimonials?done=${done}&title=${encodeURIComponent(name)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-testimonials");
  const { testimonial } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("delete.title", { name: testimonial.clientName })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <blockquote>{testimonial.content}</blockquote>
      <Form method="post" className="admin-form">
        <input type="hidden" name="version" value={testimonial.version} />
        <input type="hidden" name="title" value={testimonial.clientName} />
        <p>{t("delete.confirmText")}</p>
        <p>{t("delete.nothingLinks")}</p>
        <div className="admin-form__row">
          <button type="submit" name="intent" value="delete" className="btn btn-primary">
            {t("delete.yes")}
          </button>
          {testimonial.isActive ? (
            <button type="submit" name="intent" value="hide" className="btn">
              {t("delete.hideInstead")}
            </button>
          ) : null}
          <Link to={`/admin/testimonials/${testimonial.id}`}>{t("delete.no")}</Link>
        </div>
      </Form>
    </>
  );
}
