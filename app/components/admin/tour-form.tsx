import { Form, Link } from "react-router";
import { ImagePicker, type PickerImage } from "#app/components/admin/image-picker";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { CheckField, Field, FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import {
  englishFromForm,
  missingByLanguage,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import {
  type DayFormValues,
  MEALS,
  MONTHS,
  TOUR_LIMITS,
  type TourFormValues,
} from "#app/domain/admin/tours-fields";
import { TOUR_DIFFICULTIES } from "#app/domain/catalogue/tour";
import { TOUR_CATEGORIES } from "#app/domain/catalogue/tour-filters";
import { TITLE_FONT_SIZES } from "#app/domain/content/banners";
import { SLUG_MAX } from "#app/domain/content/slugs";
import { useTranslation } from "#app/i18n/react";
import { TranslationTabs, translationTabFields } from "./translation-tabs";

type Errors = Record<string, string>;
/** One of our accommodations, for a night's stay. */
export type StayChoice = { id: number; name: string; location: string | null };

/**
 * The tour editor's form (issue 16, item 1), for a new tour and an edit: every
 * field staff edit, the itinerary days (added, removed and moved by buttons
 * that post the form back without saving, so it all works without
 * JavaScript), and the translation tabs of the tour and of each day.
 */
export function TourForm({
  values,
  version,
  destinations,
  stays,
  images,
  fieldErrors = {},
  formError,
}: {
  values: TourFormValues;
  version?: number;
  destinations: ReadonlyArray<{ id: number; name: string }>;
  stays: readonly StayChoice[];
  /** The media library's usable pictures, for the picker. */
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-content");
  const { t: tt } = useTranslation("tours");
  const { locale } = usePreferences();
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const f = (key: string) => t(`tours.form.${key}`);
  const tourLabel = (field: string) =>
    field === "title" ? f("title") : field === "titleHighlightText" ? f("titleHighlightText") : f(field);
  const englishTour = {
    title: values.title,
    titleHighlightText: values.titleHighlightText,
    shortDescription: values.shortDescription,
    description: values.description,
    highlights: values.highlights,
    included: values.included,
    excluded: values.excluded,
  };
  const missing = missingByLanguage(
    "tours",
    englishFromForm(englishTour, "tours"),
    translationsFromForm(values.translations, "tours"),
  );
  return (
    <Form method="post" className="admin-form tour-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {/* Enter in a field saves: the form's first submit button is the default one, not a day's button. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        {f("save")}
      </button>
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <input type="hidden" name="dayCount" value={values.days.length} />

      <fieldset className="admin-card tour-form__section">
        <legend>{f("basics")}</legend>
        <SelectField
          name="category"
          label={f("category")}
          error={fieldErrors.category}
          defaultValue={values.category}
          options={TOUR_CATEGORIES.map((value) => ({ value, label: tt(`categories.${value}`) }))}
        />
        <SelectField
          name="difficulty"
          label={f("difficulty")}
          error={fieldErrors.difficulty}
          defaultValue={values.difficulty}
          options={[
            { value: "", label: f("noDifficulty") },
            ...TOUR_DIFFICULTIES.map((value) => ({ value, label: tt(`difficulty.${value}`) })),
          ]}
        />
        <Field
          name="slug"
          label={f("slug")}
          hint={t("tours.form.slugHint", { slug: values.slug || "…" })}
          error={fieldErrors.slug}
          defaultValue={values.slug}
          maxLength={SLUG_MAX}
          autoComplete="off"
          spellCheck={false}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("translations")}</legend>
        <p className="admin-content__note">{t("tabs.intro")}</p>
        <TranslationTabs
          id="tour"
          label={t("tabs.label")}
          fields={translationTabFields("tours", englishTour, tourLabel)}
          values={values.translations}
          missing={missing}
          english={
            <>
              <Field
                name="title"
                label={f("title")}
                error={fieldErrors.title}
                defaultValue={values.title}
                maxLength={TOUR_LIMITS.title}
                required
              />
              <Field
                name="titleHighlightText"
                label={f("titleHighlightText")}
                hint={f("titleHighlightHint")}
                error={fieldErrors.titleHighlightText}
                defaultValue={values.titleHighlightText}
                maxLength={TOUR_LIMITS.highlightText}
              />
              <TextArea
                name="shortDescription"
                label={f("shortDescription")}
                hint={f("shortHint")}
                error={fieldErrors.shortDescription}
                defaultValue={values.shortDescription}
                maxLength={TOUR_LIMITS.shortDescription}
                rows={3}
              />
              <TextArea
                name="description"
                label={f("description")}
                hint={t("tabs.markdownHint")}
                error={fieldErrors.description}
                defaultValue={values.description}
                maxLength={TOUR_LIMITS.description}
                rows={10}
              />
              {(["highlights", "included", "excluded"] as const).map((name) => (
                <TextArea
                  key={name}
                  name={name}
                  label={f(name)}
                  hint={f("listHint")}
                  error={fieldErrors[name]}
                  defaultValue={values[name]}
                  rows={5}
                />
              ))}
            </>
          }
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section tour-form__grid">
        <legend>{f("facts")}</legend>
        {(
          [
            ["priceFrom", "decimal"],
            ["childPricePercent", "numeric"],
            ["infantPricePercent", "numeric"],
            ["durationDays", "numeric"],
            ["maxGroupSize", "numeric"],
            ["minAge", "numeric"],
            ["maxAltitudeM", "numeric"],
            ["distanceKm", "numeric"],
            ["summitSuccessRate", "numeric"],
          ] as const
        ).map(([name, inputMode]) => (
          <Field
            key={name}
            name={name}
            label={f(name)}
            error={fieldErrors[name]}
            defaultValue={values[name]}
            inputMode={inputMode}
            maxLength={12}
          />
        ))}
        <Field
          name="startLocation"
          label={f("startLocation")}
          error={fieldErrors.startLocation}
          defaultValue={values.startLocation}
          maxLength={TOUR_LIMITS.location}
        />
        <Field
          name="endLocation"
          label={f("endLocation")}
          error={fieldErrors.endLocation}
          defaultValue={values.endLocation}
          maxLength={TOUR_LIMITS.location}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("bestMonths")}</legend>
        <div className="tour-form__checks">
          {MONTHS.map((month) => (
            <CheckField
              key={month}
              id={`tour-month-${month}`}
              name="bestMonths"
              value={String(month)}
              label={monthName.format(new Date(Date.UTC(2024, month - 1, 1)))}
              defaultChecked={values.bestMonths.includes(month)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("destinations")}</legend>
        <div className="tour-form__checks">
          {destinations.map((destination) => (
            <CheckField
              key={destination.id}
              id={`tour-destination-${destination.id}`}
              name="destinationIds"
              value={String(destination.id)}
              label={destination.name}
              defaultChecked={values.destinationIds.includes(destination.id)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("images")}</legend>
        <TextArea
          name="images"
          label={f("imagesLabel")}
          hint={f("imagesHint")}
          error={fieldErrors.images}
          defaultValue={values.images}
          rows={6}
          spellCheck={false}
        />
        <ImagePicker images={images} />
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
        <Field
          name="titleHighlightColor"
          label={f("titleHighlightColor")}
          hint={f("colorHint")}
          error={fieldErrors.titleHighlightColor}
          defaultValue={values.titleHighlightColor}
          maxLength={7}
          spellCheck={false}
        />
        <SelectField
          name="titleFontSize"
          label={f("titleFontSize")}
          error={fieldErrors.titleFontSize}
          defaultValue={values.titleFontSize}
          options={TITLE_FONT_SIZES.map((value) => ({ value, label: t(`fontSizes.${value}`) }))}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("itinerary")}</legend>
        <p className="admin-content__note">{f("dayButtonsNote")}</p>
        {values.days.length === 0 ? <p>{f("noDays")}</p> : null}
        <ol className="tour-form__days">
          {values.days.map((day, index) => (
            <DayFields
              key={`${index}-${day.title}`}
              day={day}
              index={index}
              last={index === values.days.length - 1}
              stays={stays}
              fieldErrors={fieldErrors}
            />
          ))}
        </ol>
        <div className="admin-form__row">
          <button type="submit" name="intent" value="day-add" className="btn">
            {f("addDay")}
          </button>
        </div>
      </fieldset>

      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <Link to="/admin/tours">{f("cancel")}</Link>
      </div>
    </Form>
  );
}

function DayFields({
  day,
  index,
  last,
  stays,
  fieldErrors,
}: {
  day: DayFormValues;
  index: number;
  last: boolean;
  stays: readonly StayChoice[];
  fieldErrors: Errors;
}) {
  const { t } = useTranslation("admin-content");
  const { t: tt } = useTranslation("tours");
  const f = (key: string) => t(`tours.form.${key}`);
  const p = `days.${index}.`;
  const n = index + 1;
  const english = { title: day.title, description: day.description };
  const missing = missingByLanguage(
    "tourItineraryDays",
    english,
    translationsFromForm(day.translations, "tourItineraryDays"),
  );
  return (
    <li className="tour-form__day">
      <fieldset>
        <legend>{t("tours.form.day", { n })}</legend>
        <div className="tour-form__grid">
          <Field
            id={`day-${index}-accommodation`}
            name={`${p}accommodation`}
            label={f("accommodation")}
            error={fieldErrors[`${p}accommodation`]}
            defaultValue={day.accommodation}
            maxLength={TOUR_LIMITS.accommodation}
          />
          <SelectField
            id={`day-${index}-stay`}
            name={`${p}accommodationId`}
            label={f("stay")}
            hint={f("stayHint")}
            error={fieldErrors[`${p}accommodationId`]}
            defaultValue={day.accommodationId}
            options={[
              { value: "", label: f("stayNone") },
              ...stays.map((stay) => ({
                value: String(stay.id),
                label: stay.location ? `${stay.name} (${stay.location})` : stay.name,
              })),
            ]}
          />
          <Field
            id={`day-${index}-altitude`}
            name={`${p}altitudeM`}
            label={f("altitude")}
            error={fieldErrors[`${p}altitudeM`]}
            defaultValue={day.altitudeM}
            inputMode="numeric"
            maxLength={6}
          />
          <Field
            id={`day-${index}-distance`}
            name={`${p}distanceKm`}
            label={f("dayDistance")}
            error={fieldErrors[`${p}distanceKm`]}
            defaultValue={day.distanceKm}
            inputMode="decimal"
            maxLength={8}
          />
          <Field
            id={`day-${index}-hours`}
            name={`${p}walkingHours`}
            label={f("walkingHours")}
            error={fieldErrors[`${p}walkingHours`]}
            defaultValue={day.walkingHours}
            inputMode="decimal"
            maxLength={5}
          />
        </div>
        <fieldset className="tour-form__meals">
          <legend>{f("meals")}</legend>
          {MEALS.map((meal) => (
            <CheckField
              key={meal}
              id={`day-${index}-meal-${meal}`}
              name={`${p}meals`}
              value={meal}
              label={tt(`meals.${meal}`)}
              defaultChecked={day.meals.includes(meal)}
            />
          ))}
        </fieldset>
        <TranslationTabs
          id={`day-${index}`}
          label={t("tours.form.dayTranslations", { n })}
          prefix={p}
          fields={translationTabFields("tourItineraryDays", english, (field) =>
            field === "title" ? f("dayTitle") : f("dayDescription"),
          )}
          values={day.translations}
          missing={missing}
          english={
            <>
              <Field
                id={`day-${index}-title`}
                name={`${p}title`}
                label={f("dayTitle")}
                error={fieldErrors[`${p}title`]}
                defaultValue={day.title}
                maxLength={TOUR_LIMITS.dayTitle}
                required
              />
              <TextArea
                id={`day-${index}-description`}
                name={`${p}description`}
                label={f("dayDescription")}
                hint={t("tabs.markdownHint")}
                defaultValue={day.description}
                maxLength={TOUR_LIMITS.dayDescription}
                rows={4}
              />
              <TextArea
                id={`day-${index}-places-list`}
                name={`${p}places`}
                label={f("places")}
                hint={f("listHint")}
                defaultValue={day.places}
                rows={2}
              />
            </>
          }
        />
        <div className="admin-form__row tour-form__day-actions">
          {index > 0 ? (
            <button type="submit" name="intent" value={`day-up:${index}`} className="btn">
              {t("tours.form.moveUp", { n })}
            </button>
          ) : null}
          {last ? null : (
            <button type="submit" name="intent" value={`day-down:${index}`} className="btn">
              {t("tours.form.moveDown", { n })}
            </button>
          )}
          <button type="submit" name="intent" value={`day-remove:${index}`} className="btn">
            {t("tours.form.removeDay", { n })}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
