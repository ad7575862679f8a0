import { redirect } from "react-router";
import { BrandingForm } from "#app/components/admin/branding-form";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { brandingContrastWarnings, readBrandingValues, validateBranding } from "#app/domain/admin/branding";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { readToken } from "#app/modules/admin/branding/groups.server";
import { loadBrandingForm, saveBranding } from "#app/modules/admin/branding/site-branding.server";
import { refuseFields, refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

// One form, no list: the branding is one set of settings (site_branding's rows).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { values, token } = await loadBrandingForm();
  const saved = new URL(request.url).searchParams.get("done") === "saved";
  const t = serverT(context.language, "admin-branding");
  return {
    title: t("branding.metaTitle"),
    messages: messagesFor(context.language, ["admin-branding", "admin-content"]),
    values,
    token,
    notice: saved ? t("branding.saved") : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const values = readBrandingValues((name) => form.get(name));
  const parsed = validateBranding(values);
  if (!parsed.ok) {
    return refuseFields(context.language, { values }, { ...parsed.fieldErrors, form: "admin:form.invalid" });
  }
  const token = readToken(form.get("token"));
  if (!token) return refuseFields(context.language, { values }, { form: "admin:form.invalid" });
  const result = await saveBranding(token, parsed.input, viewer.id);
  // A conflict (409) keeps what was typed, with the message above the form.
  if (!result.ok) return refuseForm(context.language, { values }, result);
  throw redirect("/admin/branding?done=saved");
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Branding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  return (
    <>
      <AdminPageHeader title={t("branding.title")} />
      <p className="admin-content__note">{t("branding.intro")}</p>
      {loaderData.notice && !actionData ? <FormStatus tone="success">{loaderData.notice}</FormStatus> : null}
      <BrandingForm
        key={JSON.stringify(values)}
        values={values}
        token={loaderData.token}
        warnings={brandingContrastWarnings(values.colors)}
        fieldErrors={errors}
        formError={actionData?.formError ?? errors.form}
      />
    </>
  );
}
