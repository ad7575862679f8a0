import "#app/styles/admin-testimonials-team.css";
import { Form, Link } from "react-router";
import { CheckField, Field, FormStatus, TextArea } from "#app/components/ui/form";
import {
  missingByLanguage,
  translatedFieldSpecs,
  translationsFromForm,
} from "#app/domain/admin/content-translations";
import { TEAM_LIMITS, type TeamMemberFormValues } from "#app/domain/admin/team-fields";
import { useTranslation } from "#app/i18n/react";
import type { PickerImage } from "./image-picker";
import { PhotoField } from "./photo-field";
import { TranslationTabs } from "./translation-tabs";

type Errors = Record<string, string>;

/**
 * The team editor's form (issue 16, item 1): name, photo from the media
 * library, languages spoken, years of experience, whether the person shows,
 * and the role and bio in five languages. The team's order is set on the list.
 */
export function TeamMemberForm({
  values,
  version,
  images,
  fieldErrors = {},
  formError,
}: {
  values: TeamMemberFormValues;
  version?: number;
  images: PickerImage[];
  fieldErrors?: Errors;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-team");
  const { t: tc } = useTranslation("admin-content");
  const f = (key: string, options?: Record<string, unknown>) => t(`form.${key}`, options);
  const english = { role: values.role, bio: values.bio };
  const missing = missingByLanguage(
    "teamMembers",
    english,
    translationsFromForm(values.translations, "teamMembers"),
  );
  const fields = translatedFieldSpecs("teamMembers").map((spec) => ({
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
        <legend>{f("person")}</legend>
        <Field
          name="name"
          label={f("name")}
          error={fieldErrors.name}
          defaultValue={values.name}
          maxLength={TEAM_LIMITS.name}
          autoComplete="off"
          required
        />
        <PhotoField
          name="photoUrl"
          value={values.photoUrl}
          error={fieldErrors.photoUrl}
          maxLength={TEAM_LIMITS.photoUrl}
          images={images}
          labels={{
            field: f("photoUrl"),
            hint: f("photoHint"),
            picker: f("photoPicker"),
            pick: f("photoPick"),
            pickerHint: f("photoPickerHint"),
          }}
        />
        <Field
          name="languages"
          label={f("languages")}
          hint={f("languagesHint", { limit: TEAM_LIMITS.languages })}
          error={fieldErrors.languages}
          defaultValue={values.languages}
          maxLength={(TEAM_LIMITS.language + 2) * TEAM_LIMITS.languages}
        />
        <Field
          name="yearsExperience"
          label={f("yearsExperience")}
          hint={f("yearsExperienceHint")}
          error={fieldErrors.yearsExperience}
          defaultValue={values.yearsExperience}
          inputMode="numeric"
          maxLength={2}
        />
        <CheckField
          name="isActive"
          label={f("isActive")}
          hint={f("isActiveHint")}
          defaultChecked={values.isActive}
        />
      </fieldset>
      <fieldset className="admin-card tour-form__section">
        <legend>{f("text")}</legend>
        <p className="admin-content__note">{tc("tabs.intro")}</p>
        <TranslationTabs
          id="team-member"
          label={tc("tabs.label")}
          fields={fields}
          values={values.translations}
          missing={missing}
          english={
            <>
              <Field
                name="role"
                label={f("role")}
                hint={f("roleHint")}
                error={fieldErrors.role}
                defaultValue={values.role}
                maxLength={TEAM_LIMITS.role}
                required
              />
              <TextArea
                name="bio"
                label={f("bio")}
                hint={f("bioHint")}
                error={fieldErrors.bio}
                defaultValue={values.bio}
                maxLength={TEAM_LIMITS.bio}
                rows={5}
              />
            </>
          }
        />
      </fieldset>
      <div className="admin-form__row">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {f("save")}
        </button>
        <Link to="/admin/team">{f("cancel")}</Link>
      </div>
    </Form>
  );
}
