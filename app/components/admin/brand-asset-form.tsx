import "#app/styles/admin-content.css";
import "#app/styles/admin-branding.css";
import { Form, Link } from "react-router";
import { CheckField, Field, FormStatus, SelectField } from "#app/components/ui/form";
import {
  BRAND_ASSET_LIMITS,
  BRAND_SITE_FILES,
  BRAND_USAGE_CONTEXTS,
  type BrandAssetFormValues,
  choicesWith,
} from "#app/domain/admin/brand-assets-fields";
import { useTranslation } from "#app/i18n/react";
import { useBrandingLabels } from "./branding-labels";
import { BrandingPictureField } from "./branding-picture-field";
import type { PickerImage } from "./image-picker";

type Errors = Record<string, string>;

/**
 * The brand asset editor's form (issue 16, item 1): name, file (from the
 * media library's picker, or one of the site's own SVG files), type and
 * variant, where it is meant to be used (checkboxes), active, place.
 */
export function BrandAssetForm({
  values,
  token,
  choices,
  images,
  fieldErrors = {},
  formError,
}: {
  values: BrandAssetFormValues;
  token?: string;
  choices: { types: readonly string[]; variants: readonly string[] };
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-branding");
  const f = (key: string, options?: Record<string, unknown>) => t(`brandAssets.form.${key}`, options);
  const labels = useBrandingLabels();
  // The known places, and any other the record already names (kept, not lost on save).
  const usages = [...new Set([...BRAND_USAGE_CONTEXTS, ...values.usageContext])];
  return (
    <Form method="post" className="admin-form tour-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {token === undefined ? null : <input type="hidden" name="token" value={token} />}
      <fieldset className="admin-card tour-form__section">
        <legend>{f("about")}</legend>
        <Field
          name="name"
          label={f("name")}
          error={fieldErrors.name}
          defaultValue={values.name}
          maxLength={BRAND_ASSET_LIMITS.name}
          required
        />
        <BrandingPictureField
          name="fileUrl"
          value={values.fileUrl}
          error={fieldErrors.fileUrl}
          maxLength={BRAND_ASSET_LIMITS.fileUrl}
          images={images}
          labels={{
            field: f("fileUrl"),
            hint: f("fileUrlHint", { files: BRAND_SITE_FILES.join(", ") }),
            picker: f("picker"),
            pick: f("pick"),
            pickerHint: f("pickerHint"),
          }}
        />
        <div className="tour-form__grid">
          <SelectField
            name="assetType"
            label={f("assetType")}
            error={fieldErrors.assetType}
            defaultValue={values.assetType}
            options={choicesWith(choices.types, values.assetType).map((value) => ({
              value,
              label: labels.assetType(value),
            }))}
          />
          <SelectField
            name="assetVariant"
            label={f("assetVariant")}
            hint={f("assetVariantHint")}
            error={fieldErrors.assetVariant}
            defaultValue={values.assetVariant}
            options={choicesWith(choices.variants, values.assetVariant).map((value) => ({
              value,
              label: labels.variant(value),
            }))}
          />
          <Field
            name="displayOrder"
            label={f("displayOrder")}
            hint={f("displayOrderHint")}
            error={fieldErrors.displayOrder}
            defaultValue={values.displayOrder}
            inputMode="numeric"
            maxLength={BRAND_ASSET_LIMITS.displayOrder}
          />
        </div>
        <fieldset
          className="tour-form__checks"
          aria-describedby={fieldErrors.usageContext ? "usage-error" : undefined}
        >
          <legend>{f("usageContext")}</legend>
          {usages.map((usage) => (
            <CheckField
              key={usage}
              id={`usage-${usage}`}
              name="usageContext"
              value={usage}
              label={labels.usage(usage)}
              defaultChecked={values.usageContext.includes(usage)}
            />
          ))}
          {fieldErrors.usageContext ? (
            <p id="usage-error" className="form-field__error">
              {fieldErrors.usageContext}
            </p>
          ) : null}
        </fieldset>
        <CheckField name="isActive" label={f("isActive")} defaultChecked={values.isActive} />
      </fieldset>
      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <Link to="/admin/brand-assets">{f("cancel")}</Link>
      </div>
    </Form>
  );
}
