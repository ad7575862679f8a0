import { Form, Link } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { CheckField, Field, FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import {
  englishFromForm,
  missingByLanguage,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import {
  DESTINATION_PICTURES,
  type DestinationFormValues,
  type ExperienceFormValues,
  type ParentChoice,
  PLACE_LIMITS,
  parentOptions,
} from "#app/domain/admin/places-fields";
import { MONTHS } from "#app/domain/admin/tours-fields";
import { EXPERIENCE_CATEGORIES } from "#app/domain/catalogue/places";
import { SLUG_MAX } from "#app/domain/content/slugs";
import { useTranslation } from "#app/i18n/react";
import type { PickerImage } from "./image-picker";
import { LibraryPictureField } from "./library-picture-field";
import { TranslationTabs, translationTabFields } from "./translation-tabs";

type Errors = Record<string, string>;

/**
 * The destination and experience editors' forms (issue 16, item 1), for a new
 * record and an edit: every field staff edit, the parent (never the record
 * itself nor one below it), and the translation tabs. Plain forms: they work
 * without JavaScript; the tabs enhance once hydrated.
 */

/** The parent choice: "none", then the tree without the record and its descendants. */
function ParentSelect({
  choices,
  selfId,
  value,
  label,
  none,
  error,
}: {
  choices: readonly ParentChoice[];
  selfId?: number;
  value: string;
  label: string;
  none: string;
  error?: string;
}) {
  return (
    <SelectField
      name="parentId"
      label={label}
      error={error}
      defaultValue={value}
      options={[
        { value: "", label: none },
        ...parentOptions(choices, selfId).map((option) => ({
          value: String(option.id),
          label: `${"— ".repeat(option.depth)}${option.name}`,
        })),
      ]}
    />
  );
}

function Buttons({ save, cancel, to }: { save: string; cancel: string; to: string }) {
  return (
    <div className="admin-form__row">
      <button type="submit" name="intent" value="save" className="btn btn-primary">
        {save}
      </button>
      <Link to={to}>{cancel}</Link>
    </div>
  );
}

export function DestinationForm({
  values,
  version,
  selfId,
  parents,
  images,
  fieldErrors = {},
  formError,
}: {
  values: DestinationFormValues;
  version?: number;
  selfId?: number;
  parents: readonly ParentChoice[];
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-content");
  const { locale } = usePreferences();
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const f = (key: string) => t(`destinations.form.${key}`);
  const english = {
    name: values.name,
    shortDescription: values.shortDescription,
    description: values.description,
    highlights: values.highlights,
    wildlife: values.wildlife,
    bestTimeNote: values.bestTimeNote,
  };
  const missing = missingByLanguage(
    "destinations",
    englishFromForm(english, "destinations"),
    translationsFromForm(values.translations, "destinations"),
  );
  return (
    <Form method="post" className="admin-form tour-form place-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}

      <fieldset className="admin-card tour-form__section">
        <legend>{f("basics")}</legend>
        <Field
          name="slug"
          label={f("slug")}
          hint={t("destinations.form.slugHint", { slug: values.slug || "…" })}
          error={fieldErrors.slug}
          defaultValue={values.slug}
          maxLength={SLUG_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          name="country"
          label={f("country")}
          error={fieldErrors.country}
          defaultValue={values.country}
          maxLength={PLACE_LIMITS.country}
          required
        />
        <ParentSelect
          choices={parents}
          selfId={selfId}
          value={values.parentId}
          label={f("parent")}
          none={f("noParent")}
          error={fieldErrors.parentId}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("translations")}</legend>
        <p className="admin-content__note">{t("tabs.intro")}</p>
        <TranslationTabs
          id="destination"
          label={t("tabs.label")}
          fields={translationTabFields("destinations", english, f)}
          values={values.translations}
          missing={missing}
          english={
            <>
              <Field
                name="name"
                label={f("name")}
                error={fieldErrors.name}
                defaultValue={values.name}
                maxLength={PLACE_LIMITS.name}
                required
              />
              <TextArea
                name="shortDescription"
                label={f("shortDescription")}
                error={fieldErrors.shortDescription}
                defaultValue={values.shortDescription}
                maxLength={PLACE_LIMITS.shortDescription}
                rows={3}
              />
              <TextArea
                name="description"
                label={f("description")}
                hint={t("tabs.markdownHint")}
                error={fieldErrors.description}
                defaultValue={values.description}
                maxLength={PLACE_LIMITS.description}
                rows={10}
              />
              {(["highlights", "wildlife"] as const).map((name) => (
                <TextArea
                  key={name}
                  name={name}
                  label={f(name)}
                  hint={t("tabs.listHint")}
                  error={fieldErrors[name]}
                  defaultValue={values[name]}
                  rows={5}
                />
              ))}
              <TextArea
                name="bestTimeNote"
                label={f("bestTimeNote")}
                error={fieldErrors.bestTimeNote}
                defaultValue={values.bestTimeNote}
                maxLength={PLACE_LIMITS.bestTimeNote}
                rows={2}
              />
            </>
          }
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("bestMonths")}</legend>
        <div className="tour-form__checks">
          {MONTHS.map((month) => (
            <CheckField
              key={month}
              id={`destination-month-${month}`}
              name="bestMonths"
              value={String(month)}
              label={monthName.format(new Date(Date.UTC(2024, month - 1, 1)))}
              defaultChecked={values.bestMonths.includes(month)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("images")}</legend>
        {DESTINATION_PICTURES.map((name) => (
          <LibraryPictureField
            key={name}
            name={name}
            label={f(name)}
            value={values[name]}
            error={fieldErrors[name]}
            images={images}
          />
        ))}
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("display")}</legend>
        <CheckField name="isFeatured" label={f("isFeatured")} defaultChecked={values.isFeatured} />
        <Field
          name="displayOrder"
          label={f("displayOrder")}
          hint={f("displayOrderHint")}
          error={fieldErrors.displayOrder}
          defaultValue={values.displayOrder}
          inputMode="numeric"
          maxLength={8}
        />
      </fieldset>

      <Buttons save={f("save")} cancel={f("cancel")} to="/admin/destinations" />
    </Form>
  );
}

export function ExperienceForm({
  values,
  version,
  selfId,
  parents,
  images,
  fieldErrors = {},
  formError,
}: {
  values: ExperienceFormValues;
  version?: number;
  selfId?: number;
  parents: readonly ParentChoice[];
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-content");
  const { t: te } = useTranslation("experiences");
  const f = (key: string) => t(`experiences.form.${key}`);
  const english = {
    title: values.title,
    shortDescription: values.shortDescription,
    description: values.description,
    highlights: values.highlights,
  };
  const missing = missingByLanguage(
    "experiences",
    englishFromForm(english, "experiences"),
    translationsFromForm(values.translations, "experiences"),
  );
  return (
    <Form method="post" className="admin-form tour-form place-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}

      <fieldset className="admin-card tour-form__section">
        <legend>{f("basics")}</legend>
        <SelectField
          name="category"
          label={f("category")}
          error={fieldErrors.category}
          defaultValue={values.category}
          options={EXPERIENCE_CATEGORIES.map((value) => ({ value, label: te(`categories.${value}`) }))}
        />
        <Field
          name="slug"
          label={f("slug")}
          hint={t("experiences.form.slugHint", { slug: values.slug || "…" })}
          error={fieldErrors.slug}
          defaultValue={values.slug}
          maxLength={SLUG_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <ParentSelect
          choices={parents}
          selfId={selfId}
          value={values.parentId}
          label={f("parent")}
          none={f("noParent")}
          error={fieldErrors.parentId}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("translations")}</legend>
        <p className="admin-content__note">{t("tabs.intro")}</p>
        <TranslationTabs
          id="experience"
          label={t("tabs.label")}
          fields={translationTabFields("experiences", english, f)}
          values={values.translations}
          missing={missing}
          english={
            <>
              <Field
                name="title"
                label={f("title")}
                error={fieldErrors.title}
                defaultValue={values.title}
                maxLength={PLACE_LIMITS.name}
                required
              />
              <TextArea
                name="shortDescription"
                label={f("shortDescription")}
                error={fieldErrors.shortDescription}
                defaultValue={values.shortDescription}
                maxLength={PLACE_LIMITS.shortDescription}
                rows={3}
              />
              <TextArea
                name="description"
                label={f("description")}
                hint={t("tabs.markdownHint")}
                error={fieldErrors.description}
                defaultValue={values.description}
                maxLength={PLACE_LIMITS.description}
                rows={10}
              />
              <TextArea
                name="highlights"
                label={f("highlights")}
                hint={t("tabs.listHint")}
                error={fieldErrors.highlights}
                defaultValue={values.highlights}
                rows={5}
              />
            </>
          }
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section tour-form__grid">
        <legend>{f("facts")}</legend>
        <Field
          name="durationHours"
          label={f("durationHours")}
          error={fieldErrors.durationHours}
          defaultValue={values.durationHours}
          inputMode="decimal"
          maxLength={6}
        />
        <Field
          name="priceFrom"
          label={f("priceFrom")}
          error={fieldErrors.priceFrom}
          defaultValue={values.priceFrom}
          inputMode="decimal"
          maxLength={12}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("display")}</legend>
        <LibraryPictureField
          name="imageUrl"
          label={f("imageUrl")}
          value={values.imageUrl}
          error={fieldErrors.imageUrl}
          images={images}
        />
        <Field
          name="displayOrder"
          label={f("displayOrder")}
          hint={f("displayOrderHint")}
          error={fieldErrors.displayOrder}
          defaultValue={values.displayOrder}
          inputMode="numeric"
          maxLength={8}
        />
      </fieldset>

      <Buttons save={f("save")} cancel={f("cancel")} to="/admin/experiences" />
    </Form>
  );
}
