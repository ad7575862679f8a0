import "#app/styles/admin-content.css";
import "#app/styles/admin-branding.css";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { useBrandingLabels } from "#app/components/admin/branding-labels";
import { AdminPageHeader, FilterSelect, ListFilters } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { RowActionButton, RowEditDeleteLinks } from "#app/components/admin/row-actions";
import { FormStatus } from "#app/components/ui/form";
import { DESIGN_TYPE_PATTERN } from "#app/domain/admin/card-designs-fields";
import { readListQuery } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  type CardDesignFilters,
  cardDesignTypes,
  listCardDesigns,
  setCardDesignActive,
  setDefaultCardDesign,
} from "#app/modules/admin/branding/card-designs.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["order"],
  defaultSort: "order",
  defaultDir: "asc" as const,
  filters: {
    type: z.string().regex(DESIGN_TYPE_PATTERN),
    active: z.enum(["yes", "no"]),
  } satisfies { [K in keyof CardDesignFilters]: z.ZodType<CardDesignFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "activated", "deactivated", "defaultSet"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<CardDesignFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-branding");
  const [rows, types] = await Promise.all([
    listCardDesigns({ q: query.q, ...query.filters }),
    cardDesignTypes(),
  ]);
  const done = url.searchParams.get("done");
  const name = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done) ? t(`cardDesigns.notices.${done}`, { name }) : null;
  return {
    title: t("cardDesigns.metaTitle"),
    messages: messagesFor(context.language, ["admin-branding"]),
    query,
    notice,
    types,
    rows: rows.map((row) => ({
      id: row.id,
      version: row.version,
      name: row.name,
      designType: row.designType,
      layoutType: row.layoutType,
      isActive: row.isActive,
      isDefault: row.isDefault,
      shown: row.shown,
    })),
  };
}

/** The list's own buttons: activate or deactivate a design, make it its type's default. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const version = versionField.safeParse(form.get("version"));
  const id = positiveInt(form.get("id")?.toString());
  const intent = form.get("intent");
  const invalid = { status: 400 as const, message: "admin:form.invalid" };
  if (!version.success || !id) return refuseForm(context.language, {}, invalid);
  let done: string;
  if (intent === "activate" || intent === "deactivate") {
    const result = await setCardDesignActive(id, version.data, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = intent === "activate" ? "activated" : "deactivated";
  } else if (intent === "setDefault") {
    const result = await setDefaultCardDesign(id, version.data, viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = "defaultSet";
  } else {
    return refuseForm(context.language, {}, invalid);
  }
  // Back to the same filtered list (Post/Redirect/Get).
  const back = new URL(request.url);
  back.searchParams.set("done", done);
  back.searchParams.set("title", form.get("title")?.toString().slice(0, 200) ?? "");
  throw redirect(`${back.pathname}${back.search}#design-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function CardDesigns({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const typeLabel = useBrandingLabels().designType;
  const { query, rows, notice, types } = loaderData;
  const l = (key: string, options?: Record<string, unknown>) => t(`cardDesigns.list.${key}`, options);
  const filtered = Boolean(query.q || query.filters.type || query.filters.active);
  return (
    <>
      <AdminPageHeader title={t("cardDesigns.title")}>
        <Link to="/admin/card-designs/new" className="btn btn-primary">
          {l("add")}
        </Link>
      </AdminPageHeader>
      <p className="admin-content__note">{l("intro")}</p>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      {actionData && "formError" in actionData && actionData.formError ? (
        <FormStatus tone="error">{actionData.formError}</FormStatus>
      ) : null}
      <ListFilters query={query} label={l("filtersLabel")}>
        <FilterSelect
          name="type"
          label={l("type")}
          value={query.filters.type}
          options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
        />
        <FilterSelect
          name="active"
          label={l("state")}
          value={query.filters.active}
          options={[
            { value: "yes", label: l("active") },
            { value: "no", label: l("inactive") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{filtered ? t("admin:list.empty") : l("empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="card-designs">
            <caption className="sr-only">{t("cardDesigns.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{l("name")}</th>
                <th scope="col">{l("type")}</th>
                <th scope="col">{l("layout")}</th>
                <th scope="col">{l("state")}</th>
                <th scope="col">{l("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} id={`design-${row.id}`}>
                  <td data-label={l("name")}>
                    <Link to={`/admin/card-designs/${row.id}`}>{row.name}</Link>
                  </td>
                  <td data-label={l("type")}>{typeLabel(row.designType)}</td>
                  <td data-label={l("layout")}>
                    {t(`cardDesigns.layouts.${row.layoutType}`, { defaultValue: row.layoutType })}
                  </td>
                  <td data-label={l("state")}>
                    <div className="branding-badges">
                      <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                        {row.isActive ? l("active") : l("inactive")}
                      </span>
                      {row.isDefault ? (
                        <span className="admin-badge admin-badge--ok">{l("default")}</span>
                      ) : null}
                      {row.shown ? <span className="admin-badge">{l("shown")}</span> : null}
                    </div>
                  </td>
                  <td data-label={l("actions")}>
                    <div className="admin-content__actions">
                      <RowActionButton
                        id={row.id}
                        fields={{ version: row.version }}
                        title={row.name}
                        intent={row.isActive ? "deactivate" : "activate"}
                        label={row.isActive ? l("deactivate") : l("activate")}
                        namedLabel={l(row.isActive ? "deactivateNamed" : "activateNamed", {
                          name: row.name,
                        })}
                      />
                      {row.isDefault ? null : (
                        <RowActionButton
                          id={row.id}
                          fields={{ version: row.version }}
                          title={row.name}
                          intent={"setDefault"}
                          label={l("setDefault")}
                          namedLabel={l("setDefaultNamed", { name: row.name })}
                        />
                      )}
                      <RowEditDeleteLinks
                        to={`/admin/card-designs/${row.id}`}
                        labels={{
                          edit: l("edit"),
                          editNamed: l("editNamed", { name: row.name }),
                          delete: l("delete"),
                          deleteNamed: l("deleteNamed", { name: row.name }),
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
