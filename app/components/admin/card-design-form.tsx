import "#app/styles/admin-content.css";
import "#app/styles/admin-branding.css";
import { type FormEvent, useState } from "react";
import { Form, Link } from "react-router";
import { CheckField, Field, FormStatus, SelectField } from "#app/components/ui/form";
import { headingContrastWarning, previewDesign, readCardDesignValues } from "#app/domain/admin/card-designs";
import {
  CARD_ALIGNMENTS,
  CARD_DESIGN_LIMITS,
  CARD_IMAGE_POSITIONS,
  CARD_LAYOUTS,
  CARD_STYLE_GROUPS,
  type CardDesignFormValues,
  type CardStyleInput,
  styleInputName,
} from "#app/domain/admin/card-designs-fields";
import type { CardStyleField } from "#app/domain/catalogue/card-styles";
import type { TourCardData } from "#app/domain/catalogue/tour";
import { cssColor, FONT_WEIGHTS, TEXT_TRANSFORMS } from "#app/domain/css-values";
import { SELF_HOSTED_FONTS } from "#app/domain/font-stacks";
import { useTranslation } from "#app/i18n/react";
import { useBrandingLabels } from "./branding-labels";
import { BrandingPictureField } from "./branding-picture-field";
import { CardDesignPreview } from "./card-design-preview";
import type { PickerImage } from "./image-picker";

type Errors = Record<string, string>;

/**
 * The card design editor's form (issue 16, item 1) beside a live preview of
 * the public tour card. Once hydrated, every change re-reads the form and
 * the preview follows as staff type (what the save would refuse shows as the
 * card's own look); without JavaScript the preview shows the saved design,
 * or what was typed after the Preview button posted the form back unsaved.
 */
export function CardDesignForm({
  values,
  version,
  types,
  tour,
  images,
  fieldErrors = {},
  formError,
  cancelTo,
}: {
  values: CardDesignFormValues;
  version?: number;
  types: readonly string[];
  tour: TourCardData;
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
  cancelTo: string;
}) {
  const { t } = useTranslation("admin-branding");
  const f = (key: string, options?: Record<string, unknown>) => t(`cardDesigns.form.${key}`, options);
  const typeLabel = useBrandingLabels().designType;
  const [live, setLive] = useState(values);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setLive(readCardDesignValues((name) => data.get(name)));
  };
  const lowContrast = headingContrastWarning(live);
  const positions = CARD_LAYOUTS.flatMap((layout) => CARD_IMAGE_POSITIONS[layout]);
  return (
    <div className="card-design-editor">
      <Form
        method="post"
        className="admin-form tour-form card-design-editor__form"
        noValidate
        onChange={onChange}
      >
        {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
        {version === undefined ? null : <input type="hidden" name="version" value={version} />}
        <fieldset className="admin-card tour-form__section">
          <legend>{f("about")}</legend>
          <Field
            name="name"
            label={f("name")}
            hint={f("nameHint")}
            error={fieldErrors.name}
            defaultValue={values.name}
            maxLength={CARD_DESIGN_LIMITS.name}
            required
          />
          <SelectField
            name="designType"
            label={f("designType")}
            hint={f("designTypeHint")}
            error={fieldErrors.designType}
            defaultValue={values.designType}
            options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
          />
          <div className="tour-form__grid">
            <SelectField
              name="layoutType"
              label={f("layoutType")}
              error={fieldErrors.layoutType}
              defaultValue={values.layoutType}
              options={CARD_LAYOUTS.map((value) => ({ value, label: t(`cardDesigns.layouts.${value}`) }))}
            />
            <SelectField
              name="imagePosition"
              label={f("imagePosition")}
              hint={f("imagePositionHint")}
              error={fieldErrors.imagePosition}
              defaultValue={values.imagePosition}
              options={positions.map((value) => ({ value, label: t(`cardDesigns.positions.${value}`) }))}
            />
            <SelectField
              name="contentAlignment"
              label={f("contentAlignment")}
              error={fieldErrors.contentAlignment}
              defaultValue={values.contentAlignment}
              options={CARD_ALIGNMENTS.map((value) => ({
                value,
                label: t(`cardDesigns.alignments.${value}`),
              }))}
            />
            <Field
              name="displayOrder"
              label={f("displayOrder")}
              hint={f("displayOrderHint")}
              error={fieldErrors.displayOrder}
              defaultValue={values.displayOrder}
              inputMode="numeric"
              maxLength={CARD_DESIGN_LIMITS.displayOrder}
            />
          </div>
          <CheckField name="isActive" label={f("isActive")} defaultChecked={values.isActive} />
        </fieldset>
        <p className="admin-content__note">{f("stylesIntro")}</p>
        {CARD_STYLE_GROUPS.map((group) => (
          <fieldset key={group.key} className="admin-card tour-form__section">
            <legend>{f(`groups.${group.key}`)}</legend>
            <div className="tour-form__grid">
              {group.fields.map(({ field, input }) => (
                <StyleField
                  key={field}
                  field={field}
                  input={input}
                  value={values.styles[field]}
                  liveValue={live.styles[field]}
                  error={fieldErrors[styleInputName(field)]}
                />
              ))}
            </div>
            {group.key === "box" ? (
              <BrandingPictureField
                name={styleInputName("backgroundImage")}
                value={values.styles.backgroundImage}
                error={fieldErrors[styleInputName("backgroundImage")]}
                maxLength={CARD_DESIGN_LIMITS.style}
                images={images}
                labels={{
                  field: t("cardDesigns.fields.backgroundImage"),
                  hint: t("cardDesigns.hints.backgroundImage"),
                  picker: f("picker"),
                  pick: f("pick"),
                  pickerHint: f("pickerHint"),
                }}
              />
            ) : null}
          </fieldset>
        ))}
        {lowContrast === null ? null : (
          <p className="branding-warning" role="status">
            {f("lowContrast", { ratio: lowContrast })}
          </p>
        )}
        <div className="admin-form__row">
          <button type="submit" name="intent" value="save" className="btn btn-primary">
            {f("save")}
          </button>
          <button type="submit" name="intent" value="preview" className="btn btn-ghost" formNoValidate>
            {f("preview")}
          </button>
          <Link to={cancelTo}>{f("cancel")}</Link>
        </div>
      </Form>
      <CardDesignPreview
        tour={tour}
        design={previewDesign(live)}
        title={f("previewTitle")}
        note={f("previewNote")}
      />
    </div>
  );
}

/** One styling field: a select for the fixed choices, a text field with examples for the rest. */
function StyleField({
  field,
  input,
  value,
  liveValue,
  error,
}: {
  field: CardStyleField;
  input: CardStyleInput;
  value: string;
  liveValue: string;
  error?: string;
}) {
  const { t } = useTranslation("admin-branding");
  const name = styleInputName(field);
  const label = t(`cardDesigns.fields.${field}`);
  const own = t("cardDesigns.form.ownLook");
  const choices: Record<Exclude<CardStyleInput, "text" | "color">, readonly string[]> = {
    font: SELF_HOSTED_FONTS,
    weight: FONT_WEIGHTS,
    case: TEXT_TRANSFORMS,
  };
  if (input === "font" || input === "weight" || input === "case") {
    const options = choices[input];
    // A stored value outside the choices stays selectable rather than being lost on save.
    const all = value === "" || options.includes(value) ? options : [...options, value];
    return (
      <SelectField
        name={name}
        label={label}
        error={error}
        defaultValue={value}
        options={[
          { value: "", label: own },
          ...all.map((option) => ({
            value: option,
            label: input === "case" ? t(`cardDesigns.cases.${option}`, { defaultValue: option }) : option,
          })),
        ]}
      />
    );
  }
  const swatch = input === "color" ? cssColor(liveValue) : null;
  return (
    <div className={input === "color" ? "branding-color" : undefined}>
      <Field
        name={name}
        label={label}
        hint={t(`cardDesigns.hints.${field}`)}
        error={error}
        defaultValue={value}
        maxLength={CARD_DESIGN_LIMITS.style}
        spellCheck={false}
        autoComplete="off"
      />
      {swatch ? (
        <span className="branding-color__swatch" aria-hidden="true" style={{ backgroundColor: swatch }} />
      ) : null}
    </div>
  );
}
