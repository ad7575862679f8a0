import "#app/styles/admin-blog.css";
import { Form, Link } from "react-router";
import { CheckField, Field, FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import {
  missingByLanguage,
  translatedFieldSpecs,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import {
  FAQ_GENERAL_CATEGORIES,
  FAQ_LIMITS,
  FAQ_TOUR_CATEGORY,
  type FaqFormValues,
} from "#app/domain/admin/faqs-fields";
import { useTranslation } from "#app/i18n/react";
import { TranslationTabs } from "./translation-tabs";

type Errors = Record<string, string>;

/** The label of a FAQ category: the FAQ page's heading, or "Questions about one tour". */
export function useFaqCategoryLabel() {
  const { t } = useTranslation("admin-content");
  const { t: tp } = useTranslation("pages");
  return (category: string) =>
    category === FAQ_TOUR_CATEGORY
      ? t("faqs.tourCategory")
      : tp(`faqs.categories.${category}`, { defaultValue: category });
}

/**
 * The FAQ editor's form (issue 16, item 1): a general question in one of the
 * FAQ page's categories or a question about one tour, its answer (plain
 * text), whether it shows, its place, and the translation tabs.
 */
export function FaqForm({
  values,
  version,
  tours,
  fieldErrors = {},
  formError,
}: {
  values: FaqFormValues;
  version?: number;
  tours: ReadonlyArray<{ id: number; title: string }>;
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-content");
  const f = (key: string) => t(`faqs.form.${key}`);
  const categoryLabel = useFaqCategoryLabel();
  const english = { question: values.question, answer: values.answer };
  const missing = missingByLanguage("faqs", english, translationsFromForm(values.translations, "faqs"));
  const fields = translatedFieldSpecs("faqs").map((spec) => ({
    ...spec,
    label: f(spec.field),
    english: english[spec.field as keyof typeof english] ?? "",
  }));
  return (
    <Form method="post" className="admin-form tour-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <fieldset className="admin-card tour-form__section">
        <legend>{f("where")}</legend>
        <SelectField
          name="category"
          label={f("category")}
          error={fieldErrors.category}
          defaultValue={values.category}
          options={[...FAQ_GENERAL_CATEGORIES, FAQ_TOUR_CATEGORY].map((value) => ({
            value,
            label: categoryLabel(value),
          }))}
        />
        <SelectField
          name="tourId"
          label={f("tour")}
          hint={f("tourHint")}
          error={fieldErrors.tourId}
          defaultValue={values.tourId}
          options={[
            { value: "", label: f("noTour") },
            ...tours.map((tour) => ({ value: String(tour.id), label: tour.title })),
          ]}
        />
        <Field
          name="displayOrder"
          label={f("displayOrder")}
          hint={f("displayOrderHint")}
          error={fieldErrors.displayOrder}
          defaultValue={values.displayOrder}
          inputMode="numeric"
          maxLength={7}
        />
        <CheckField name="isActive" label={f("isActive")} defaultChecked={values.isActive} />
      </fieldset>
      <fieldset className="admin-card tour-form__section">
        <legend>{f("text")}</legend>
        <p className="admin-content__note">{t("tabs.intro")}</p>
        <TranslationTabs
          id="faq"
          label={t("tabs.label")}
          fields={fields}
          values={values.translations}
          missing={missing}
          english={
            <>
              <Field
                name="question"
                label={f("question")}
                error={fieldErrors.question}
                defaultValue={values.question}
                maxLength={FAQ_LIMITS.question}
                required
              />
              <TextArea
                name="answer"
                label={f("answer")}
                hint={f("answerHint")}
                error={fieldErrors.answer}
                defaultValue={values.answer}
                maxLength={FAQ_LIMITS.answer}
                rows={6}
                required
              />
            </>
          }
        />
      </fieldset>
      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <Link to="/admin/faqs">{f("cancel")}</Link>
      </div>
    </Form>
  );
}
