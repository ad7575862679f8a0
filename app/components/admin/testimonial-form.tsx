import "#app/styles/admin-testimonials-team.css";
import { Form, Link } from "react-router";
import { CheckField, Field, FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import {
  missingByLanguage,
  translatedFieldSpecs,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import {
  RATINGS,
  TESTIMONIAL_LIMITS,
  type TestimonialFormValues,
} from "#app/domain/admin/testimonials-fields";
import { useTranslation } from "#app/i18n/react";
import type { PickerImage } from "./image-picker";
import { PhotoField } from "./photo-field";
import { TranslationTabs } from "./translation-tabs";

type Errors = Record<string, string>;

/**
 * The testimonials editor's form (issue 16, item 1): the traveller (name,
 * country, avatar from the media library), the review (stars, day, tour,
 * text and its translations), and whether it shows and is featured.
 */
export function TestimonialForm({
  values,
  version,
  tours,
  images,
  fieldErrors = {},
  formError,
}: {
  values: TestimonialFormValues;
  version?: number;
  tours: ReadonlyArray<{ id: number; title: string }>;
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-testimonials");
  const { t: tc } = useTranslation("admin-content");
  const f = (key: string, options?: Record<string, unknown>) => t(`form.${key}`, options);
  const english = { content: values.content };
  const missing = missingByLanguage(
    "testimonials",
    english,
    translationsFromForm(values.translations, "testimonials"),
  );
  // Plain text, not Markdown (the kit reads every `content` field as Markdown): a paragraph's textarea.
  const fields = translatedFieldSpecs("testimonials").map((spec) => ({
    ...spec,
    kind: "text" as const,
    max: TESTIMONIAL_LIMITS.content,
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
        <legend>{f("traveller")}</legend>
        <Field
          name="clientName"
          label={f("clientName")}
          hint={f("clientNameHint")}
          error={fieldErrors.clientName}
          defaultValue={values.clientName}
          maxLength={TESTIMONIAL_LIMITS.clientName}
          autoComplete="off"
          required
        />
        <Field
          name="country"
          label={f("country")}
          error={fieldErrors.country}
          defaultValue={values.country}
          maxLength={TESTIMONIAL_LIMITS.country}
          autoComplete="off"
        />
        <PhotoField
          name="avatarUrl"
          value={values.avatarUrl}
          error={fieldErrors.avatarUrl}
          maxLength={TESTIMONIAL_LIMITS.avatarUrl}
          images={images}
          labels={{
            field: f("avatarUrl"),
            hint: f("avatarHint"),
            picker: f("avatarPicker"),
            pick: f("avatarPick"),
            pickerHint: f("avatarPickerHint"),
          }}
        />
      </fieldset>
      <fieldset className="admin-card tour-form__section">
        <legend>{f("review")}</legend>
        <SelectField
          name="rating"
          label={f("rating")}
          error={fieldErrors.rating}
          defaultValue={values.rating}
          options={RATINGS.map((stars) => ({ value: String(stars), label: t("stars", { count: stars }) }))}
        />
        <Field
          name="date"
          type="date"
          label={f("date")}
          hint={f("dateHint")}
          error={fieldErrors.date}
          defaultValue={values.date}
          min="1990-01-01"
        />
        <SelectField
          name="tourId"
          label={f("tour")}
          error={fieldErrors.tourId}
          defaultValue={values.tourId}
          options={[
            { value: "", label: f("noTour") },
            ...tours.map((tour) => ({ value: String(tour.id), label: tour.title })),
          ]}
        />
        <Field
          name="tourName"
          label={f("tourName")}
          hint={f("tourNameHint")}
          error={fieldErrors.tourName}
          defaultValue={values.tourName}
          maxLength={TESTIMONIAL_LIMITS.tourName}
        />
        <p className="admin-content__note">{tc("tabs.intro")}</p>
        <TranslationTabs
          id="testimonial"
          label={tc("tabs.label")}
          fields={fields}
          values={values.translations}
          missing={missing}
          english={
            <TextArea
              name="content"
              label={f("content")}
              hint={f("contentHint")}
              error={fieldErrors.content}
              defaultValue={values.content}
              maxLength={TESTIMONIAL_LIMITS.content}
              rows={6}
              required
            />
          }
        />
      </fieldset>
      <fieldset className="admin-card tour-form__section">
        <legend>{f("display")}</legend>
        <CheckField
          name="isActive"
          label={f("isActive")}
          hint={f("isActiveHint")}
          defaultChecked={values.isActive}
        />
        <CheckField
          name="isFeatured"
          label={f("isFeatured")}
          hint={f("isFeaturedHint")}
          defaultChecked={values.isFeatured}
        />
      </fieldset>
      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <Link to="/admin/testimonials">{f("cancel")}</Link>
      </div>
    </Form>
  );
}
