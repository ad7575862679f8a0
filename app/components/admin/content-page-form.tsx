import { Form, Link } from "react-router";
import { Field, FormStatus, TextArea } from "#app/components/ui/form";
import { CONTENT_PAGE_LIMITS, type ContentPageFormValues } from "#app/domain/admin/content-pages-fields";
import {
  englishFromForm,
  missingByLanguage,
  translatedFieldSpecs,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import { useTranslation } from "#app/i18n/react";
import { MarkdownEditor } from "./markdown-editor";
import { TranslationTabs } from "./translation-tabs";

/**
 * The content pages editor's form (issue 16, item 1): a page's title, its
 * summary and its Markdown body with the live preview the blog editor uses
 * (markdown-editor.tsx), and the translation tabs.
 */
export function ContentPageForm({
  values,
  version,
  previewHtml,
  fieldErrors = {},
  formError,
}: {
  values: ContentPageFormValues;
  /** Absent when the page has no row yet: the save writes it. */
  version?: number;
  previewHtml: string | null;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
}) {
  const { t } = useTranslation(["admin-pages", "admin-content"]);
  const f = (key: string) => t(`form.${key}`);
  const english = { title: values.title, metaDescription: values.metaDescription, body: values.body };
  const missing = missingByLanguage(
    "contentPages",
    englishFromForm(english, "contentPages"),
    translationsFromForm(values.translations, "contentPages"),
  );
  const fields = translatedFieldSpecs("contentPages").map((spec) => ({
    ...spec,
    max: CONTENT_PAGE_LIMITS[spec.field as keyof typeof CONTENT_PAGE_LIMITS] ?? spec.max,
    label: f(spec.field),
    english: english[spec.field as keyof typeof english] ?? "",
  }));
  return (
    <Form method="post" className="admin-form tour-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {/* Enter in a field saves: the form's first submit button is the default one. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {f("save")}
      </button>
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <fieldset className="admin-card tour-form__section">
        <legend>{f("text")}</legend>
        <p className="admin-content__note">{t("admin-content:tabs.intro")}</p>
        {fieldErrors.translations ? <FormStatus tone="error">{fieldErrors.translations}</FormStatus> : null}
        <TranslationTabs
          id="page"
          label={t("admin-content:tabs.label")}
          fields={fields}
          values={values.translations}
          missing={missing}
          english={
            <>
              <Field
                name="title"
                label={f("title")}
                error={fieldErrors.title}
                defaultValue={values.title}
                maxLength={CONTENT_PAGE_LIMITS.title}
                required
              />
              <TextArea
                name="metaDescription"
                label={f("metaDescription")}
                hint={f("metaDescriptionHint")}
                error={fieldErrors.metaDescription}
                defaultValue={values.metaDescription}
                maxLength={CONTENT_PAGE_LIMITS.metaDescription}
                rows={3}
              />
              <MarkdownEditor
                name="body"
                label={f("body")}
                hint={t("admin-content:tabs.markdownHint")}
                error={fieldErrors.body}
                defaultValue={values.body}
                maxLength={CONTENT_PAGE_LIMITS.body}
                previewHtml={previewHtml}
                testId="page-preview"
                labels={{ title: f("previewTitle"), note: f("previewNote"), button: f("preview") }}
              />
            </>
          }
        />
      </fieldset>
      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <Link to="/admin/pages">{f("cancel")}</Link>
      </div>
    </Form>
  );
}
