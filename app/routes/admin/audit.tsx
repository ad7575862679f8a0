import { z } from "zod";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { readListQuery } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { serverT } from "#app/i18n/translate.server";
import {
  type AuditFilters,
  auditActors,
  auditEntityTypes,
  listAuditEvents,
} from "#app/modules/admin/audit.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/audit";

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const LIST = {
  sorts: ["at"],
  defaultSort: "at",
  defaultDir: "desc" as const,
  filters: {
    entityType: z.string().regex(/^[a-z_-]{1,40}$/),
    entityId: z.string().max(60),
    actor: z.string().max(100),
    from: DAY,
    to: DAY,
  } satisfies { [K in keyof AuditFilters]: z.ZodType<AuditFilters[K]> },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readListQuery<AuditFilters>(new URL(request.url).searchParams, LIST);
  const [{ rows, total }, entityTypes, actors] = await Promise.all([
    listAuditEvents(query),
    auditEntityTypes(),
    auditActors(),
  ]);
  return {
    title: serverT(context.language, "admin")("audit.metaTitle"),
    query,
    total,
    entityTypes,
    actors,
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

function Change({ values }: { values: Record<string, unknown> | null }) {
  if (!values) return <>—</>;
  return <pre className="admin-diff">{JSON.stringify(values, null, 1)}</pre>;
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { query, rows, total, entityTypes, actors } = loaderData;
  const when = useOfficeDateTime();
  return (
    <>
      <AdminPageHeader title={t("audit.title")} />
      <ListFilters query={query} label={t("audit.filtersLabel")}>
        <FilterSelect
          name="entityType"
          label={t("audit.entityType")}
          value={query.filters.entityType}
          options={entityTypes.map((type) => ({ value: type, label: type }))}
        />
        <div className="admin-filters__field">
          <label htmlFor="list-entityId">{t("audit.entityId")}</label>
          <input
            id="list-entityId"
            name="entityId"
            defaultValue={query.filters.entityId ?? ""}
            maxLength={60}
          />
        </div>
        <FilterSelect
          name="actor"
          label={t("audit.actor")}
          value={query.filters.actor}
          options={actors.map((actor) => ({ value: actor.id, label: actor.name || actor.email }))}
        />
        <div className="admin-filters__field">
          <label htmlFor="list-from">{t("audit.from")}</label>
          <input id="list-from" name="from" type="date" defaultValue={query.filters.from ?? ""} />
        </div>
        <div className="admin-filters__field">
          <label htmlFor="list-to">{t("audit.to")}</label>
          <input id="list-to" name="to" type="date" defaultValue={query.filters.to ?? ""} />
        </div>
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !query.q ? t("audit.empty") : t("list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="audit-events">
            <caption className="sr-only">{t("audit.caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="at" first="desc">
                  {t("audit.when")}
                </SortHeader>
                <th scope="col">{t("audit.who")}</th>
                <th scope="col">{t("audit.action")}</th>
                <th scope="col">{t("audit.entity")}</th>
                <th scope="col">{t("audit.before")}</th>
                <th scope="col">{t("audit.after")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("audit.when")}>
                    <time dateTime={row.at}>{when.format(new Date(row.at))}</time>
                  </td>
                  <td data-label={t("audit.who")}>{row.actorName || row.actorEmail}</td>
                  <td data-label={t("audit.action")}>
                    <code>{row.action}</code>
                  </td>
                  <td data-label={t("audit.entity")}>
                    {row.entityType} #{row.entityId}
                  </td>
                  <td data-label={t("audit.before")}>
                    <Change values={row.before} />
                  </td>
                  <td data-label={t("audit.after")}>
                    <Change values={row.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListFooter query={query} total={total} />
    </>
  );
}
