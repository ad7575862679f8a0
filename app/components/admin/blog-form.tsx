import "#app/styles/admin-blog.css";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Field, FormStatus, TextArea } from "#app/components/ui/form";
import { BLOG_LIMITS, BLOG_PREVIEW_PATH, type BlogFormValues } from "#app/domain/admin/blog-fields";
import {
  englishFromForm,
  missingByLanguage,
  translatedFieldSpecs,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import { SLUG_MAX } from "#app/domain/content/slugs";
import { useTranslation } from "#app/i18n/react";
import { TranslationTabs } from "./translation-tabs";

type Errors = Record<string, string>;

/** How long typing pauses before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

/**
 * The Markdown preview beside the editor: the HTML the public page would
 * show, rendered by the server (the same renderMarkdown). Without JavaScript
 * it is what the Preview button posted back; with it, it follows the typing
 * (debounced), through the staff-only preview address.
 */
function useLivePreview(initial: string | null) {
  const [html, setHtml] = useState<string | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    const markdown = event.currentTarget.value;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      try {
        const response = await fetch(BLOG_PREVIEW_PATH, {
          method: "POST",
          body: new URLSearchParams({ content: markdown }),
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        if (!response.ok) return;
        const answer = (await response.json()) as { html?: unknown };
        if (ticket === latest.current && typeof answer.html === "string") setHtml(answer.html);
      } catch {
        // Offline or refused: the last preview stays; the Preview button still works.
      }
    }, PREVIEW_DELAY_MS);
  };
  return { html, onInput };
}

/**
 * The blog editor's form (issue 16, item 1), for a new post and an edit:
 * title, address, category, tags, excerpt, Markdown content with its
 * preview, picture, author, publication time (East Africa Time), and the
 * translation tabs (title, excerpt, content).
 */
export function BlogForm({
  values,
  version,
  categories,
  previewHtml,
  fieldErrors = {},
  formError,
  cancelTo = "/admin/blog",
}: {
  values: BlogFormValues;
  version?: number;
  categories: readonly string[];
  previewHtml?: string | null;
  fieldErrors?: Errors;
  formError?: string | null;
  cancelTo?: string;
}) {
  const { t } = useTranslation("admin-content");
  const f = (key: string) => t(`blog.form.${key}`);
  const preview = useLivePreview(previewHtml ?? null);
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
      {/* Enter in a field saves: the form's first submit button is the default one. */}
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
        <Field
          name="featuredImage"
          label={f("featuredImage")}
          hint={f("featuredImageHint")}
          error={fieldErrors.featuredImage}
          defaultValue={values.featuredImage}
          maxLength={BLOG_LIMITS.imageUrl}
          spellCheck={false}
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
              <div className="blog-editor__split">
                <TextArea
                  name="content"
                  label={f("content")}
                  hint={t("tabs.markdownHint")}
                  error={fieldErrors.content}
                  defaultValue={values.content}
                  maxLength={BLOG_LIMITS.content}
                  rows={18}
                  onInput={preview.onInput}
                  required
                />
                <section className="blog-editor__panel" aria-labelledby="blog-preview-title">
                  <h3 id="blog-preview-title">{f("previewTitle")}</h3>
                  <p className="admin-content__note">{f("previewNote")}</p>
                  <div
                    className="blog-editor__preview prose"
                    data-testid="blog-preview"
                    aria-live="polite"
                    // Rendered and sanitised on the server by the public page's renderMarkdown.
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side HTML
                    dangerouslySetInnerHTML={{ __html: preview.html ?? "" }}
                  />
                  <button type="submit" name="intent" value="preview" className="btn">
                    {f("preview")}
                  </button>
                </section>
              </div>
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
