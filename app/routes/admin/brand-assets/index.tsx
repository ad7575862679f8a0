import "#app/styles/admin-content.css";
import "#app/styles/admin-branding.css";
import { Link, redirect } from "react-router";
import { z } from "zod";
import { useBrandingLabels } from "#app/components/admin/branding-labels";
import { AdminPageHeader, FilterSelect, ListFilters } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { RowActionButton, RowEditDeleteLinks } from "#app/components/admin/row-actions";
import { FormStatus } from "#app/components/ui/form";
import { BRAND_WORD_PATTERN } from "#app/domain/admin/brand-assets-fields";
import { readListQuery } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  type BrandAssetFilters,
  brandAssetChoices,
  listBrandAssets,
  setBrandAssetActive,
  setDefaultBrandAsset,
} from "#app/modules/admin/branding/brand-assets.server";
import { readToken } from "#app/modules/admin/branding/groups.server";
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
    type: z.string().regex(BRAND_WORD_PATTERN),
    variant: z.string().regex(BRAND_WORD_PATTERN),
    active: z.enum(["yes", "no"]),
  } satisfies { [K in keyof BrandAssetFilters]: z.ZodType<BrandAssetFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "activated", "deactivated", "defaultSet"] as const;

type AssetRow = {
  id: number;
  token: string;
  name: string;
  fileUrl: string;
  assetType: string;
  assetVariant: string;
  isActive: boolean;
  isDefault: boolean;
  usageContext: string[];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<BrandAssetFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-branding");
  const [rows, choices] = await Promise.all([
    listBrandAssets({ q: query.q, ...query.filters }),
    brandAssetChoices(),
  ]);
  const done = url.searchParams.get("done");
  const name = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done) ? t(`brandAssets.notices.${done}`, { name }) : null;
  // By type and variant, as the site looks them up (spec section 7).
  const groups: Array<{ key: string; assetType: string; assetVariant: string; rows: AssetRow[] }> = [];
  for (const row of rows) {
    const key = `${row.assetType}/${row.assetVariant}`;
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      group = { key, assetType: row.assetType, assetVariant: row.assetVariant, rows: [] };
      groups.push(group);
    }
    group.rows.push({
      id: row.id,
      token: row.token,
      name: row.name,
      fileUrl: row.fileUrl,
      assetType: row.assetType,
      assetVariant: row.assetVariant,
      isActive: row.isActive,
      isDefault: row.isDefault,
      usageContext: row.usageContext,
    });
  }
  return {
    title: t("brandAssets.metaTitle"),
    messages: messagesFor(context.language, ["admin-branding"]),
    query,
    notice,
    choices,
    groups,
  };
}

/** The list's own buttons: activate or deactivate an asset, make it its type and variant's default. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const token = readToken(form.get("token"));
  const id = positiveInt(form.get("id")?.toString());
  const intent = form.get("intent");
  const invalid = { status: 400 as const, message: "admin:form.invalid" };
  if (!token || !id) return refuseForm(context.language, {}, invalid);
  let done: string;
  if (intent === "activate" || intent === "deactivate") {
    const result = await setBrandAssetActive(id, token, intent === "activate", viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = intent === "activate" ? "activated" : "deactivated";
  } else if (intent === "setDefault") {
    const result = await setDefaultBrandAsset(id, token, viewer.id);
    if (!result.ok) return refuseForm(context.language, {}, result);
    done = "defaultSet";
  } else {
    return refuseForm(context.language, {}, invalid);
  }
  const back = new URL(request.url);
  back.searchParams.set("done", done);
  back.searchParams.set("title", form.get("title")?.toString().slice(0, 200) ?? "");
  throw redirect(`${back.pathname}${back.search}#asset-${id}`);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function BrandAssets({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-branding");
  const labels = useBrandingLabels();
  const { query, groups, notice, choices } = loaderData;
  const l = (key: string, options?: Record<string, unknown>) => t(`brandAssets.list.${key}`, options);
  const filtered = Boolean(query.q || query.filters.type || query.filters.variant || query.filters.active);
  return (
    <>
      <AdminPageHeader title={t("brandAssets.title")}>
        <Link to="/admin/brand-assets/new" className="btn btn-primary">
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
          options={choices.types.map((value) => ({ value, label: labels.assetType(value) }))}
        />
        <FilterSelect
          name="variant"
          label={l("variant")}
          value={query.filters.variant}
          options={choices.variants.map((value) => ({ value, label: labels.variant(value) }))}
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
      {groups.length === 0 ? (
        <p className="empty-state">{filtered ? t("admin:list.empty") : l("empty")}</p>
      ) : (
        groups.map((group) => {
          const heading = l("group", {
            type: labels.assetType(group.assetType),
            variant: labels.variant(group.assetVariant),
          });
          const headingId = `group-${group.key.replace(/\W/g, "-")}`;
          return (
            <section key={group.key} aria-labelledby={headingId}>
              <h2 id={headingId}>{heading}</h2>
              <div className="admin-table-wrap">
                <table className="admin-table admin-table--cards" data-testid="brand-assets">
                  <caption className="sr-only">{heading}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{l("file")}</th>
                      <th scope="col">{l("name")}</th>
                      <th scope="col">{l("usage")}</th>
                      <th scope="col">{l("state")}</th>
                      <th scope="col">{l("actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.rows.map((row) => (
                      <AssetRowView key={row.id} row={row} />
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })
      )}
    </>
  );
}

function AssetRowView({ row }: { row: AssetRow }) {
  const { t } = useTranslation("admin-branding");
  const labels = useBrandingLabels();
  const l = (key: string, options?: Record<string, unknown>) => t(`brandAssets.list.${key}`, options);
  const inverse = row.assetVariant === "inverse";
  return (
    <tr id={`asset-${row.id}`}>
      <td data-label={l("file")}>
        <img
          src={row.fileUrl}
          alt=""
          height={40}
          loading="lazy"
          className={inverse ? "brand-assets__thumb brand-assets__thumb--inverse" : "brand-assets__thumb"}
        />
        <code>{row.fileUrl}</code>
      </td>
      <td data-label={l("name")}>
        <Link to={`/admin/brand-assets/${row.id}`}>{row.name}</Link>
      </td>
      <td data-label={l("usage")}>
        {row.usageContext.length === 0 ? l("noUsage") : row.usageContext.map(labels.usage).join(", ")}
      </td>
      <td data-label={l("state")}>
        <div className="branding-badges">
          <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
            {row.isActive ? l("active") : l("inactive")}
          </span>
          {row.isDefault ? <span className="admin-badge admin-badge--ok">{l("default")}</span> : null}
        </div>
      </td>
      <td data-label={l("actions")}>
        <div className="admin-content__actions">
          <RowActionButton
            id={row.id}
            fields={{ token: row.token }}
            title={row.name}
            intent={row.isActive ? "deactivate" : "activate"}
            label={row.isActive ? l("deactivate") : l("activate")}
            namedLabel={l(row.isActive ? "deactivateNamed" : "activateNamed", { name: row.name })}
          />
          {row.isDefault ? null : (
            <RowActionButton
              id={row.id}
              fields={{ token: row.token }}
              title={row.name}
              intent={"setDefault"}
              label={l("setDefault")}
              namedLabel={l("setDefaultNamed", { name: row.name })}
            />
          )}
          <RowEditDeleteLinks
            to={`/admin/brand-assets/${row.id}`}
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
  );
}
