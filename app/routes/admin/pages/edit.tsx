import "#app/styles/admin-content.css";
import { data, redirect } from "react-router";
import { ContentPageForm } from "#app/components/admin/content-page-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { contentPageFormValues, readContentPageForm } from "#app/domain/admin/content-pages";
import {
  contentPageLabelKey,
  contentPagePath,
  EMPTY_CONTENT_PAGE,
  isContentPageSlug,
} from "#app/domain/admin/content-pages-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { postedVersion, versionAfterRefusal } from "#app/modules/admin/content/form-version.server";
import { previewMarkdown } from "#app/modules/admin/content/markdown-preview.server";
import { findContentPage, saveContentPage } from "#app/modules/admin/content-pages/content-pages.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const slug = params.slug;
  // The five pages of the enum only: there is no other to write.
  if (!isContentPageSlug(slug)) notFound();
  const page = await findContentPage(slug);
  const values = page ? contentPageFormValues(page) : EMPTY_CONTENT_PAGE;
  return {
    title: serverT(context.language, "admin-pages")("form.metaTitle"),
    messages: messagesFor(context.language, ["admin-pages", "admin-content", "pages"]),
    page: {
      slug,
      path: contentPagePath(slug),
      labelKey: contentPageLabelKey(slug),
      version: page?.version ?? null,
    },
    values,
    preview: previewMarkdown(values.body),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  // The body first, as every action does: an unreadable one is the client's 400/415 on any address.
  const form = await readForm(request, context);
  const slug = params.slug;
  if (!isContentPageSlug(slug)) notFound();
  const read = readContentPageForm((name) => form.get(name));
  // The form comes back with the version it was loaded with (decision 096); none
  // (null) when it was opened while the page was not written yet, and so it stays.
  const typed = form.get("version");
  const posted = typed === null ? null : postedVersion(form);
  if (read.kind === "preview") {
    return data({
      values: read.values,
      version: posted,
      preview: previewMarkdown(read.values.body) as string | null,
      fieldErrors: {} as Record<string, string>,
      formError: null as string | null,
    });
  }
  const reply = { values: read.values, version: posted, preview: null as string | null };
  if (read.kind === "refused") {
    return refuseFields(context.language, reply, { ...read.fieldErrors, form: "admin:form.invalid" });
  }
  // No version: the form was opened while the page was not written yet.
  const version = typed === null ? null : versionField.safeParse(typed);
  if (version && !version.success)
    return refuseFields(context.language, reply, { form: "admin:form.invalid" });
  const result = await saveContentPage(slug, version ? version.data : null, read.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form, and the newest version.
  if (!result.ok) {
    const echoed = await versionAfterRefusal(result, posted, () => findContentPage(slug));
    return refuseForm(context.language, { ...reply, version: echoed }, result);
  }
  throw redirect(`/admin/pages?done=saved&title=${encodeURIComponent(read.input.title)}#page-${slug}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EditContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-pages", "pages"]);
  const { page } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const preview = actionData?.preview ?? loaderData.preview;
  // The version the form came back with, null included (a page not written
  // when the form was opened): not the one reloaded since (decision 096).
  const version = actionData ? actionData.version : page.version;
  const name = t(`pages:sitemap.pages.${page.labelKey}`);
  return (
    <>
      <AdminPageHeader title={t("form.heading", { name })}>
        {page.version === null ? null : (
          <a href={page.path} target="_blank" rel="noopener">
            {t("form.view")}
          </a>
        )}
      </AdminPageHeader>
      <p className="admin-content__note">
        {page.version === null
          ? t("form.notWritten", { path: page.path })
          : t("form.where", { path: page.path })}
      </p>
      {actionData?.formError && !actionData.values ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <ContentPageForm
        key={JSON.stringify([values, preview])}
        values={values}
        version={version ?? undefined}
        previewHtml={preview}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
