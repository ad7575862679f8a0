import { Form, Link } from "react-router";
import { Field, FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import {
  ACCOMMODATION_LIMITS,
  type AccommodationFormValues,
  IMAGE_FIELDS,
  STAR_RATINGS,
} from "#app/domain/admin/accommodations-fields";
import {
  englishFromForm,
  missingByLanguage,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import { type ParentChoice, parentOptions } from "#app/domain/admin/places-fields";
import { ACCOMMODATION_TYPES } from "#app/domain/catalogue/places";
import { SLUG_MAX } from "#app/domain/content/slugs";
import { useTranslation } from "#app/i18n/react";
import { CoordinatePicker } from "./coordinate-picker";
import type { PickerImage } from "./image-picker";
import { LibraryPictureField } from "./library-picture-field";
import { TranslationTabs, translationTabFields } from "./translation-tabs";

type Errors = Record<string, string>;

/**
 * The accommodation editor's form (issue 16, item 1), for a new record and an
 * edit: every field staff edit, the destination (as a tree), the position
 * typed or clicked on the map, the two pictures (typed, or chosen in the
 * media library's picker, which posts the form back unsaved), and the
 * translation tabs. A plain form: it works without JavaScript; the tabs and
 * the map enhance once hydrated. Labels: `admin-accommodations`; the type
 * names and the map's place names: `accommodations`; the kit's: `admin-content`.
 */
export function AccommodationForm({
  values,
  version,
  destinations,
  images,
  fieldErrors = {},
  formError,
}: {
  values: AccommodationFormValues;
  version?: number;
  destinations: readonly ParentChoice[];
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-accommodations");
  const { t: tc } = useTranslation("admin-content");
  const { t: ta } = useTranslation("accommodations");
  const f = (key: string) => t(`form.${key}`);
  const english = {
    shortDescription: values.shortDescription,
    description: values.description,
    highlights: values.highlights,
    amenities: values.amenities,
  };
  const missing = missingByLanguage(
    "accommodations",
    englishFromForm(english, "accommodations"),
    translationsFromForm(values.translations, "accommodations"),
  );
  return (
    <Form method="post" className="admin-form tour-form accommodation-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {/* Enter in a field saves: the form's first submit button is the default one, not the picker's. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {f("save")}
      </button>
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}

      <fieldset className="admin-card tour-form__section">
        <legend>{f("basics")}</legend>
        <Field
          name="name"
          label={f("name")}
          error={fieldErrors.name}
          defaultValue={values.name}
          maxLength={ACCOMMODATION_LIMITS.name}
          required
        />
        <SelectField
          name="accommodationType"
          label={f("type")}
          error={fieldErrors.accommodationType}
          defaultValue={values.accommodationType}
          options={ACCOMMODATION_TYPES.map((value) => ({ value, label: ta(`types.${value}`) }))}
        />
        <Field
          name="slug"
          label={f("slug")}
          hint={t("form.slugHint", { slug: values.slug || "…" })}
          error={fieldErrors.slug}
          defaultValue={values.slug}
          maxLength={SLUG_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          name="destinationId"
          label={f("destination")}
          error={fieldErrors.destinationId}
          defaultValue={values.destinationId}
          options={[
            { value: "", label: f("noDestination") },
            ...parentOptions(destinations).map((option) => ({
              value: String(option.id),
              label: `${"— ".repeat(option.depth)}${option.name}`,
            })),
          ]}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("translations")}</legend>
        <p className="admin-content__note">{tc("tabs.intro")}</p>
        <TranslationTabs
          id="accommodation"
          label={tc("tabs.label")}
          fields={translationTabFields("accommodations", english, f)}
          values={values.translations}
          missing={missing}
          english={
            <>
              <TextArea
                name="shortDescription"
                label={f("shortDescription")}
                error={fieldErrors.shortDescription}
                defaultValue={values.shortDescription}
                maxLength={ACCOMMODATION_LIMITS.shortDescription}
                rows={3}
              />
              <TextArea
                name="description"
                label={f("description")}
                hint={tc("tabs.markdownHint")}
                error={fieldErrors.description}
                defaultValue={values.description}
                maxLength={ACCOMMODATION_LIMITS.description}
                rows={10}
              />
              {(["highlights", "amenities"] as const).map((name) => (
                <TextArea
                  key={name}
                  name={name}
                  label={f(name)}
                  hint={f("listHint")}
                  error={fieldErrors[name]}
                  defaultValue={values[name]}
                  rows={6}
                />
              ))}
            </>
          }
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("place")}</legend>
        <Field
          name="location"
          label={f("location")}
          hint={f("locationHint")}
          error={fieldErrors.location}
          defaultValue={values.location}
          maxLength={ACCOMMODATION_LIMITS.location}
        />
        <CoordinatePicker
          latitude={values.latitude}
          longitude={values.longitude}
          errors={{ latitude: fieldErrors.latitude, longitude: fieldErrors.longitude }}
          labels={{
            legend: ta("coordinates"),
            hint: f("coordinatesHint"),
            latitude: f("latitude"),
            longitude: f("longitude"),
            mapTitle: f("mapTitle"),
            mapDescription: f("mapDescription"),
            mapHint: f("mapHint"),
            marker: values.name || f("name"),
          }}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section tour-form__grid">
        <legend>{f("stay")}</legend>
        <SelectField
          name="starRating"
          label={f("starRating")}
          error={fieldErrors.starRating}
          defaultValue={values.starRating}
          options={[
            { value: "", label: f("noStars") },
            ...STAR_RATINGS.map((count) => ({
              value: String(count),
              label: t("form.starOption", { count }),
            })),
          ]}
        />
        <Field
          name="checkInTime"
          type="time"
          label={f("checkInTime")}
          hint={f("timeHint")}
          error={fieldErrors.checkInTime}
          defaultValue={values.checkInTime}
          maxLength={5}
        />
        <Field
          name="checkOutTime"
          type="time"
          label={f("checkOutTime")}
          hint={f("timeHint")}
          error={fieldErrors.checkOutTime}
          defaultValue={values.checkOutTime}
          maxLength={5}
        />
        <Field
          name="maxGuests"
          label={f("maxGuests")}
          error={fieldErrors.maxGuests}
          defaultValue={values.maxGuests}
          inputMode="numeric"
          maxLength={4}
        />
        <Field
          name="pricePerNight"
          label={f("pricePerNight")}
          hint={f("priceHint")}
          error={fieldErrors.pricePerNight}
          defaultValue={values.pricePerNight}
          inputMode="decimal"
          maxLength={12}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section tour-form__grid">
        <legend>{f("contacts")}</legend>
        <Field
          name="contactPhone"
          type="tel"
          label={f("contactPhone")}
          hint={f("contactPhoneHint")}
          error={fieldErrors.contactPhone}
          defaultValue={values.contactPhone}
          maxLength={ACCOMMODATION_LIMITS.contactPhone}
          autoComplete="off"
        />
        <Field
          name="contactEmail"
          type="email"
          label={f("contactEmail")}
          error={fieldErrors.contactEmail}
          defaultValue={values.contactEmail}
          maxLength={ACCOMMODATION_LIMITS.contactEmail}
          autoComplete="off"
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("images")}</legend>
        {IMAGE_FIELDS.map((name) => (
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

      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <Link to="/admin/accommodations">{f("cancel")}</Link>
      </div>
    </Form>
  );
}
