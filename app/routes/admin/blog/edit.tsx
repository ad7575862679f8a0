import "#app/styles/admin-content.css";
import { data, Form, Link, redirect } from "react-router";
import { BlogForm } from "#app/components/admin/blog-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { blogFormValues } from "#app/domain/admin/blog";
import { blogState } from "#app/domain/admin/blog-fields";
import { utcToOfficeLocal } from "#app/domain/admin/office-datetime";
import { blogPostPath } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  blogCategories,
  findBlogPost,
  setBlogPostPublished,
  updateBlogPost,
} from "#app/modules/admin/blog/blog.server";
import { previewMarkdown, readBlogForm } from "#app/modules/admin/blog/form.server";
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
  const post = id ? await findBlogPost(id) : undefined;
  if (!post) notFound();
  const t = serverT(context.language, "admin-content");
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: t("blog.form.editMetaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    notice: done === "created" ? t("blog.created", { title: post.title }) : null,
    post: {
      id: post.id,
      version: post.version,
      title: post.title,
      state: blogState(post, new Date()),
      publishedAt: post.publishedAt ? utcToOfficeLocal(post.publishedAt).replace("T", " ") : null,
      path: blogPostPath(post),
    },
    values: blogFormValues(post),
    preview: previewMarkdown(post.content),
    categories: await blogCategories(),
    images: await listPickableImages(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  if (intent === "publish" || intent === "unpublish") {
    const reply = { values: null, preview: null as string | null, version: null as number | null };
    if (!version.success)
      return refuseForm(context.language, reply, { status: 400, message: "admin:form.invalid" });
    const result = await setBlogPostPublished(id, version.data, intent === "publish", viewer.id);
    if (!result.ok) return refuseForm(context.language, reply, result);
    const title = form.get("title")?.toString().slice(0, 200) ?? "";
    const done =
      intent === "unpublish" ? "unpublishedNotice" : result.scheduled ? "scheduledNotice" : "publishedNotice";
    throw redirect(`/admin/blog?done=${done}&title=${encodeURIComponent(title)}`);
  }
  const read = readBlogForm(form);
  // A form that comes back unsaved keeps the version it was loaded with (decision 096).
  const posted = postedVersion(form);
  // The Preview button, or a picture chosen in the media library's picker: the form comes back, nothing saved.
  if (read.kind === "preview" || read.kind === "picked") {
    return data({
      values: read.values,
      preview: read.kind === "preview" ? (read.html as string | null) : null,
      version: posted,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  }
  const reply = { values: read.values, preview: null as string | null, version: posted };
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  if (!version.success) return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await updateBlogPost(id, version.data, read.input, viewer.id);
  // A refused save keeps what was typed; after a conflict (409) the form carries the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findBlogPost(id));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  const redirected = result.redirected ? "&redirected=1" : "";
  throw redirect(`/admin/blog?done=saved&title=${encodeURIComponent(read.input.title)}${redirected}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { post, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError ?? errors.form;
  const preview = actionData?.preview ?? loaderData.preview;
  const published = post.state !== "draft";
  return (
    <>
      <AdminPageHeader title={t("blog.form.editTitle", { title: post.title })}>
        {post.state === "published" ? (
          <a href={post.path} target="_blank" rel="noopener">
            {t("blog.form.view")}
          </a>
        ) : null}
        <Link to={`/admin/blog/${post.id}/delete`}>{t("blog.form.deleteLink")}</Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <section className="admin-card" aria-labelledby="blog-status">
        <h2 id="blog-status">{t("blog.form.status")}</h2>
        <Form method="post" className="admin-form__row">
          <input type="hidden" name="version" value={post.version} />
          <input type="hidden" name="title" value={post.title} />
          <p className="admin-content__note" data-testid="blog-state">
            {t(`blog.form.is.${post.state}`, { when: post.publishedAt ?? "" })}
          </p>
          <button
            type="submit"
            name="intent"
            value={published ? "unpublish" : "publish"}
            className={published ? "btn" : "btn btn-primary"}
          >
            {published ? t("blog.form.unpublish") : t("blog.form.publish")}
          </button>
        </Form>
      </section>
      {values ? (
        <BlogForm
          key={JSON.stringify([values, preview])}
          values={values}
          version={actionData?.version ?? post.version}
          categories={loaderData.categories}
          images={loaderData.images}
          previewHtml={preview}
          fieldErrors={errors}
          formError={formError}
        />
      ) : (
        <FormStatus tone="error">{formError ?? ""}</FormStatus>
      )}
    </>
  );
}
