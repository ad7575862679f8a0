import "#app/styles/admin-content.css";
import { data, redirect } from "react-router";
import { BlogForm } from "#app/components/admin/blog-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { EMPTY_BLOG_POST } from "#app/domain/admin/blog-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { blogCategories, createBlogPost } from "#app/modules/admin/blog/blog.server";
import { readBlogForm } from "#app/modules/admin/blog/form.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listPickableImages } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return {
    title: serverT(context.language, "admin-content")("blog.form.newMetaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    categories: await blogCategories(),
    images: await listPickableImages(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const read = readBlogForm(form);
  // The Preview button without JavaScript: the form comes back with the rendered preview, nothing saved.
  if (read.kind === "preview") {
    return data({
      values: read.values,
      preview: read.html as string | null,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  }
  // A picture chosen in the media library's picker: the form comes back with it, nothing saved.
  if (read.kind === "picked") {
    return data({
      values: read.values,
      preview: null as string | null,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  }
  const reply = { values: read.values, preview: null as string | null };
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  const result = await createBlogPost(read.input, viewer.id);
  if (!result.ok) return refuseForm(context.language, reply, result);
  throw redirect(`/admin/blog/${result.id}?done=created`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const values = actionData?.values ?? EMPTY_BLOG_POST;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("blog.form.newTitle")} />
      <p className="admin-content__note">{t("blog.form.newNote")}</p>
      <BlogForm
        key={JSON.stringify([values, actionData?.preview])}
        values={values}
        categories={loaderData.categories}
        images={loaderData.images}
        previewHtml={actionData?.preview ?? null}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
