import "#app/styles/admin-blog.css";
import { Form, Link } from "react-router";
import { Field, FormStatus, TextArea } from "#app/components/ui/form";
import { BLOG_LIMITS, type BlogFormValues } from "#app/domain/admin/blog-fields";
import {
  englishFromForm,
  missingByLanguage,
  translatedFieldSpecs,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import { SLUG_MAX } from "#app/domain/content/slugs";
import { useTranslation } from "#app/i18n/react";
import type { PickerImage } from "./image-picker";
import { MarkdownEditor } from "./markdown-editor";
import { PhotoField } from "./photo-field";
import { TranslationTabs } from "./translation-tabs";

type Errors = Record<string, string>;

/**
 * The blog editor's form (issue 16, item 1), for a new post and an edit:
 * title, address, category, tags, excerpt, Markdown content with its
 * preview, main picture (from the media library's picker), author,
 * publication time (East Africa Time), and the translation tabs (title,
 * excerpt, content).
 */
export function BlogForm({
  values,
  version,
  categories,
  images,
  previewHtml,
  fieldErrors = {},
  formError,
  cancelTo = "/admin/blog",
}: {
  values: BlogFormValues;
  version?: number;
  categories: readonly string[];
  images: PickerImage[];
  previewHtml?: string | null;
  fieldErrors?: Errors;
  formError?: string | null;
  cancelTo?: string;
}) {
  const { t } = useTranslation("admin-content");
  const f = (key: string) => t(`blog.form.${key}`);
  const english = { title: values.title, excerpt: values.excerpt, content: values.content };
  const missing = missingByLanguage(
    "blogPosts",
    englishFromForm(english, "blogPosts"),
    translationsFromForm(values.translations, "blogPosts"),
  );
  const fields = translatedFieldSpecs("blogPosts").map((spec) => ({
    ...spec,
    label: f(spec.field),
    english: english[spec.field as keyof typeof english] ?? "",
  }));
  return (
    <Form method="post" className="admin-form tour-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {/* Enter in a field saves: the form's first submit button is the default one, not the picker's. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {f("save")}
      </button>
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}

      <fieldset className="admin-card tour-form__section">
        <legend>{f("basics")}</legend>
        <Field
          name="slug"
          label={f("slug")}
          hint={t("blog.form.slugHint", { slug: values.slug || "…" })}
          error={fieldErrors.slug}
          defaultValue={values.slug}
          maxLength={SLUG_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          name="category"
          label={f("category")}
          hint={f("categoryHint")}
          error={fieldErrors.category}
          defaultValue={values.category}
          maxLength={BLOG_LIMITS.category}
          list="blog-categories"
          required
        />
        <datalist id="blog-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <Field
          name="tags"
          label={f("tags")}
          hint={f("tagsHint")}
          error={fieldErrors.tags}
          defaultValue={values.tags}
        />
        <Field
          name="authorName"
          label={f("authorName")}
          error={fieldErrors.authorName}
          defaultValue={values.authorName}
          maxLength={BLOG_LIMITS.authorName}
          required
        />
        <PhotoField
          name="featuredImage"
          value={values.featuredImage}
          error={fieldErrors.featuredImage}
          maxLength={BLOG_LIMITS.imageUrl}
          images={images}
          labels={{
            field: f("featuredImage"),
            hint: f("featuredImageHint"),
            picker: f("featuredImagePicker"),
            pick: f("featuredImagePick"),
            pickerHint: f("featuredImagePickerHint"),
          }}
        />
        <Field
          type="datetime-local"
          name="publishedAt"
          label={f("publishedAt")}
          hint={f("publishedAtHint")}
          error={fieldErrors.publishedAt}
          defaultValue={values.publishedAt}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("text")}</legend>
        <p className="admin-content__note">{t("tabs.intro")}</p>
        <TranslationTabs
          id="blog"
          label={t("tabs.label")}
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
                maxLength={BLOG_LIMITS.title}
                required
              />
              <TextArea
                name="excerpt"
                label={f("excerpt")}
                hint={f("excerptHint")}
                error={fieldErrors.excerpt}
                defaultValue={values.excerpt}
                maxLength={BLOG_LIMITS.excerpt}
                rows={3}
              />
              <MarkdownEditor
                name="content"
                label={f("content")}
                hint={t("tabs.markdownHint")}
                error={fieldErrors.content}
                defaultValue={values.content}
                maxLength={BLOG_LIMITS.content}
                previewHtml={previewHtml ?? null}
                testId="blog-preview"
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
        <Link to={cancelTo}>{f("cancel")}</Link>
      </div>
    </Form>
  );
}
