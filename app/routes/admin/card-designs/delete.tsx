import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { useBrandingLabels } from "#app/components/admin/branding-labels";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  deleteCardDesign,
  findCardDesign,
  isUndeletableDefault,
} from "#app/modules/admin/branding/card-designs.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation. Nothing links to a
// design; what it says is whether the site shows it, and the default of a
// type with other designs cannot go (another one becomes the default first).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const design = id ? await findCardDesign(id) : undefined;
  if (!design) notFound();
  return {
    title: serverT(context.language, "admin-branding")("cardDesigns.delete.metaTitle", { name: design.name }),
    messages: messagesFor(context.language, ["admin-branding"]),
    design: {
      id: design.id,
      version: design.version,
      name: design.name,
      designType: design.designType,
      shown: design.shown,
      isDefault: design.isDefault,
    },
    refused: await isUndeletableDefault(design),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const name = form.get("title")?.toString().slice(0, 200) ?? "";
  if (!version.success || form.get("intent") !== "delete") {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result = await deleteCardDesign(id, version.data, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  throw redirect(`/admin/card-designs?done=deleted&title=${encodeURIComponent(name)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteCardDesign({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const labels = useBrandingLabels();
  const { design, refused } = loaderData;
  const d = (key: string, options?: Record<string, unknown>) => t(`cardDesigns.delete.${key}`, options);
  return (
    <>
      <AdminPageHeader title={d("title", { name: design.name })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <ul className="admin-content__links" data-testid="card-design-uses">
        <li>{d("type", { type: labels.designType(design.designType) })}</li>
        <li>{design.shown ? d("shown") : d("notShown")}</li>
        {design.isDefault ? <li>{d("isDefault")}</li> : null}
      </ul>
      {refused ? (
        <>
          <p>{d("refused")}</p>
          <p>
            <Link to="/admin/card-designs">{d("back")}</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="admin-form">
          <input type="hidden" name="version" value={design.version} />
          <input type="hidden" name="title" value={design.name} />
          <p>{design.shown ? d("confirmShown") : d("confirmText")}</p>
          <div className="admin-form__row">
            <button type="submit" name="intent" value="delete" className="btn btn-primary">
              {d("yes")}
            </button>
            <Link to={`/admin/card-designs/${design.id}`}>{d("no")}</Link>
          </div>
        </Form>
      )}
    </>
  );
}
