import "#app/styles/admin-blog.css";
import { Form, Link } from "react-router";
import { BannerCarousel } from "#app/components/home/promo-banners";
import { CheckField, Field, FormStatus, SelectField, TextArea } from "#app/components/ui/form";
import { BANNER_LIMITS, BANNER_TEXT_LIMITS, type BannerFormValues } from "#app/domain/admin/banners-fields";
import {
  englishFromForm,
  missingByLanguage,
  translatedFieldSpecs,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import { type HomeBanner, TITLE_FONT_SIZES } from "#app/domain/content/banners";
import { useTranslation } from "#app/i18n/react";
import { ImagePicker, type PickerImage } from "./image-picker";
import { TranslationTabs } from "./translation-tabs";

type Errors = Record<string, string>;

/**
 * The promotional banner editor's form (issue 16, item 1), for a new banner
 * and an edit: where its button leads (a tour or a page of the site), the
 * trip's facts, the deal, how it looks (title size, highlight, colours,
 * shade, background picture from the media library) and its texts in five
 * languages. Without JavaScript every button posts the form: Save, Preview
 * (drawn below, nothing saved) and the picker's "Use this picture".
 */
export function BannerForm({
  values,
  version,
  tours,
  images,
  fieldErrors = {},
  formError,
}: {
  values: BannerFormValues;
  version?: number;
  tours: ReadonlyArray<{ id: number; title: string; isActive: boolean }>;
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation(["admin-banners", "admin-content"]);
  const f = (key: string) => t(`form.${key}`);
  const english = {
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    titleHighlightText: values.titleHighlightText,
    buttonText: values.buttonText,
    tourDuration: values.tourDuration,
    tourBestTime: values.tourBestTime,
  };
  const missing = missingByLanguage(
    "promotionalBanners",
    englishFromForm(english, "promotionalBanners"),
    translationsFromForm(values.translations, "promotionalBanners"),
  );
  // A banner's description is a short plain paragraph, and every text has the English field's limit.
  const fields = translatedFieldSpecs("promotionalBanners").map((spec) => ({
    ...spec,
    kind: spec.field === "description" ? ("text" as const) : spec.kind,
    max: BANNER_TEXT_LIMITS[spec.field as keyof typeof BANNER_TEXT_LIMITS] ?? spec.max,
    label: f(spec.field),
    english: english[spec.field as keyof typeof english] ?? "",
  }));
  const field = (name: keyof BannerFormValues & keyof typeof BANNER_TEXT_LIMITS, hint?: string) => (
    <Field
      name={name}
      label={f(name)}
      hint={hint}
      error={fieldErrors[name]}
      defaultValue={values[name]}
      maxLength={BANNER_TEXT_LIMITS[name]}
    />
  );
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
          id="banner"
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
                maxLength={BANNER_LIMITS.title}
                required
              />
              {field("titleHighlightText", f("titleHighlightTextHint"))}
              {field("subtitle")}
              <TextArea
                name="description"
                label={f("description")}
                error={fieldErrors.description}
                defaultValue={values.description}
                maxLength={BANNER_LIMITS.description}
                rows={3}
              />
              {field("buttonText", f("buttonTextHint"))}
              {field("tourDuration", f("tourDurationHint"))}
              {field("tourBestTime")}
            </>
          }
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("link")}</legend>
        <SelectField
          name="tourId"
          label={f("tourId")}
          hint={f("tourIdHint")}
          error={fieldErrors.tourId}
          defaultValue={values.tourId}
          options={[
            { value: "", label: f("noTour") },
            ...tours.map((tour) => ({
              value: String(tour.id),
              label: tour.isActive ? tour.title : t("form.unpublishedTour", { title: tour.title }),
            })),
          ]}
        />
        <Field
          name="tourLink"
          label={f("tourLink")}
          hint={f("tourLinkHint")}
          error={fieldErrors.tourLink}
          defaultValue={values.tourLink}
          maxLength={BANNER_LIMITS.link}
          spellCheck={false}
          autoComplete="off"
        />
        <p className="admin-content__note">{f("factsHint")}</p>
        <Field
          name="tourPrice"
          label={f("tourPrice")}
          hint={f("tourPriceHint")}
          error={fieldErrors.tourPrice}
          defaultValue={values.tourPrice}
          inputMode="decimal"
          maxLength={12}
        />
        <Field
          name="tourGroupSize"
          label={f("tourGroupSize")}
          error={fieldErrors.tourGroupSize}
          defaultValue={values.tourGroupSize}
          inputMode="numeric"
          maxLength={4}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("deal")}</legend>
        <p className="admin-content__note">{f("dealHint")}</p>
        <Field
          name="discountPercent"
          label={f("discountPercent")}
          hint={f("discountPercentHint")}
          error={fieldErrors.discountPercent}
          defaultValue={values.discountPercent}
          inputMode="numeric"
          maxLength={2}
        />
        <Field
          type="date"
          name="validFrom"
          label={f("validFrom")}
          error={fieldErrors.validFrom}
          defaultValue={values.validFrom}
        />
        <Field
          type="date"
          name="validUntil"
          label={f("validUntil")}
          error={fieldErrors.validUntil}
          defaultValue={values.validUntil}
        />
      </fieldset>

      <fieldset className="admin-card tour-form__section">
        <legend>{f("look")}</legend>
        <SelectField
          name="titleFontSize"
          label={f("titleFontSize")}
          error={fieldErrors.titleFontSize}
          defaultValue={values.titleFontSize}
          options={TITLE_FONT_SIZES.map((size) => ({
            value: size,
            label: t(`admin-content:fontSizes.${size}`),
          }))}
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
        <Field
          name="textColor"
          label={f("textColor")}
          hint={f("colorHint")}
          error={fieldErrors.textColor}
          defaultValue={values.textColor}
          maxLength={7}
          spellCheck={false}
        />
        <Field
          name="gradientOverlay"
          label={f("gradientOverlay")}
          hint={f("gradientOverlayHint")}
          error={fieldErrors.gradientOverlay}
          defaultValue={values.gradientOverlay}
          maxLength={BANNER_LIMITS.gradient}
          spellCheck={false}
        />
        <Field
          name="backgroundImageUrl"
          label={f("backgroundImageUrl")}
          hint={f("backgroundImageUrlHint")}
          error={fieldErrors.backgroundImageUrl}
          defaultValue={values.backgroundImageUrl}
          maxLength={BANNER_LIMITS.imageUrl}
          spellCheck={false}
        />
        <ImagePicker
          images={images}
          id="pick-background"
          text={{ label: f("picker"), add: f("pick"), hint: f("pickerHint") }}
        />
        <CheckField name="isActive" label={f("isActive")} defaultChecked={values.isActive} />
      </fieldset>

      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <button type="submit" name="intent" value="preview" className="btn">
          {f("preview")}
        </button>
        <Link to="/admin/banners">{f("cancel")}</Link>
      </div>
    </Form>
  );
}

/**
 * The banner as the home page draws it: the public carousel itself, with
 * this one banner (the page ships the `home` messages and stylesheet).
 */
export function BannerPreview({ banner }: { banner: HomeBanner | null }) {
  const { t } = useTranslation("admin-banners");
  return (
    <section className="admin-card banner-admin__preview" aria-labelledby="banner-preview-title">
      <h2 id="banner-preview-title">{t("form.previewTitle")}</h2>
      <p className="admin-content__note">{banner ? t("form.previewNote") : t("form.previewNone")}</p>
      {banner ? (
        <div data-testid="banner-preview">
          <BannerCarousel banners={[banner]} />
        </div>
      ) : null}
    </section>
  );
}
