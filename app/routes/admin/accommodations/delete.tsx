import "#app/styles/admin-content.css";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { FormStatus } from "#app/components/ui/form";
import { ACCOMMODATION_LINKS, customerLinkCount } from "#app/domain/admin/accommodations-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  accommodationLinks,
  deleteAccommodation,
  findAccommodationById,
  setAccommodationActive,
} from "#app/modules/admin/accommodations/accommodations.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { notFound, positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/delete";

// Deleting asks first: this page is the confirmation, and lists what links to the accommodation.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = positiveInt(params.id);
  const row = id ? await findAccommodationById(id) : undefined;
  if (!row) notFound();
  const links = await accommodationLinks(row);
  return {
    title: serverT(context.language, "admin-accommodations")("delete.metaTitle"),
    messages: messagesFor(context.language, ["admin-accommodations"]),
    record: { id: row.id, version: row.version, name: row.name, isActive: row.isActive },
    links,
    inUse: customerLinkCount(links) > 0,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(params.id);
  if (!id) notFound();
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  const title = form.get("title")?.toString().slice(0, 200) ?? "";
  if (!version.success || (intent !== "delete" && intent !== "deactivate")) {
    return refuseForm(context.language, {}, { status: 400, message: "admin:form.invalid" });
  }
  const result =
    intent === "delete"
      ? await deleteAccommodation(id, version.data, viewer.id)
      : await setAccommodationActive(id, version.data, false, viewer.id);
  if (!result.ok) return refuseForm(context.language, {}, result);
  const done = intent === "delete" ? "deleted" : "deactivatedNotice";
  throw redirect(`/admin/accommodations?done=${done}&title=${encodeURIComponent(title)}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function DeleteAccommodation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-accommodations");
  const { record, links, inUse } = loaderData;
  const d = (key: string) => t(`delete.${key}`);
  const leftBehind = links.itineraryDays + links.redirects > 0;
  return (
    <>
      <AdminPageHeader title={t("delete.title", { title: record.name })} />
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      <h2>{d("linksTitle")}</h2>
      <ul className="admin-content__links" data-testid="accommodation-links">
        {ACCOMMODATION_LINKS.map((key) => (
          <li key={key}>
            {d(key)}: <strong>{links[key]}</strong>
          </li>
        ))}
      </ul>
      <Form method="post" className="admin-form">
        <input type="hidden" name="version" value={record.version} />
        <input type="hidden" name="title" value={record.name} />
        {inUse ? (
          <>
            <p>{d("inUse")}</p>
            <div className="admin-form__row">
              {record.isActive ? (
                <button type="submit" name="intent" value="deactivate" className="btn btn-primary">
                  {d("deactivateInstead")}
                </button>
              ) : (
                <p className="admin-content__note">{d("alreadyInactive")}</p>
              )}
              <Link to={`/admin/accommodations/${record.id}`}>{d("no")}</Link>
            </div>
          </>
        ) : (
          <>
            <p>{d("confirmText")}</p>
            {leftBehind ? <p className="admin-content__note">{d("leftBehind")}</p> : null}
            <div className="admin-form__row">
              <button type="submit" name="intent" value="delete" className="btn btn-primary">
                {d("yes")}
              </button>
              <Link to={`/admin/accommodations/${record.id}`}>{d("no")}</Link>
            </div>
          </>
        )}
      </Form>
    </>
  );
}
