import { Form, Link } from "react-router";
import { CheckField, Field, FormStatus, SelectField } from "#app/components/ui/form";
import { FROM_PATH_MAX, TARGET_MAX } from "#app/domain/admin/redirects-fields";
import { useTranslation } from "#app/i18n/react";

export type RedirectFormValues = {
  fromPath: string;
  toTarget: string;
  statusCode: string;
  isActive: boolean;
};

/** The create and edit form of a redirect: what was typed comes back with the messages beside the fields. */
export function RedirectForm({
  values,
  version,
  fieldErrors = {},
  formError,
}: {
  values: RedirectFormValues;
  /** The version loaded, for an edit. */
  version?: number;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
}) {
  const { t } = useTranslation("admin-redirects");
  return (
    <Form method="post" className="admin-form" noValidate>
      {formError ? <FormStatus tone="error">{formError}</FormStatus> : null}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <Field
        name="fromPath"
        label={t("form.fromPath")}
        hint={t("form.fromHint")}
        error={fieldErrors.fromPath}
        defaultValue={values.fromPath}
        maxLength={FROM_PATH_MAX * 3}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <Field
        name="toTarget"
        label={t("form.toTarget")}
        hint={t("form.toHint")}
        error={fieldErrors.toTarget}
        defaultValue={values.toTarget}
        maxLength={TARGET_MAX}
        required
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        name="statusCode"
        label={t("form.statusCode")}
        error={fieldErrors.statusCode}
        defaultValue={values.statusCode}
        options={[
          { value: "301", label: t("form.permanent") },
          { value: "302", label: t("form.temporary") },
        ]}
      />
      <CheckField
        name="isActive"
        label={t("form.isActive")}
        hint={t("form.activeHint")}
        defaultChecked={values.isActive}
      />
      <p className="admin-redirects__note">{t("form.pageWins")}</p>
      <div className="admin-form__row">
        <button type="submit" className="btn btn-primary">
          {t("form.save")}
        </button>
        <Link to="/admin/redirects">{t("form.cancel")}</Link>
      </div>
    </Form>
  );
}
