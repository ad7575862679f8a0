import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { blogState } from "#app/domain/admin/blog-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { deleteBlogPost, findBlogPost } from "#app/modules/admin/blog/blog.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation. Nothing else points at
// a post (staff content); a post visitors could read leaves its address 404.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const post = id ? await findBlogPost(id) : undefined;
  if (!post) notFound();
  return {
    title: serverT(context.language, "admin-content")("blog.delete.metaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    post: { id: post.id, version: post.version, title: post.title, state: blogState(post, new Date()) },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const title = form.get("title")?.toString().slice(0, 200) ?? "";
  if (!version.success || form.get("intent") !== "delete") {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result = await deleteBlogPost(id, version.data, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  throw redirect(`/admin/blog?done=deleted&title=${encodeURIComponent(title)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { post } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("blog.delete.title", { title: post.title })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <Form method="post" className="admin-form">
        <input type="hidden" name="version" value={post.version} />
        <input type="hidden" name="title" value={post.title} />
        <p>{post.state === "published" ? t("blog.delete.confirmPublished") : t("blog.delete.confirmText")}</p>
        <div className="admin-form__row">
          <button type="submit" name="intent" value="delete" className="btn btn-primary">
            {t("blog.delete.yes")}
          </button>
          <Link to={`/admin/blog/${post.id}`}>{t("blog.delete.no")}</Link>
        </div>
      </Form>
    </>
  );
}
