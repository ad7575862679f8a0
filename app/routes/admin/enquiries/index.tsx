import { Link } from "react-router";
import { z } from "zod";
import { EnquiryWait } from "#app/components/admin/enquiry-wait";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { brokePromise, ENQUIRY_STATUSES, waitingMs } from "#app/domain/admin/enquiries-fields";
import { readListQuery } from "#app/domain/admin/list-query";
import { isErasedAddress } from "#app/domain/admin/people-fields";
import { ENQUIRY_TYPES } from "#app/domain/conversation-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  ENQUIRY_SORTS,
  type EnquiryFilters,
  listEnquiries,
  staffMembers,
} from "#app/modules/admin/enquiries/inbox.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ENQUIRY_SORTS,
  defaultSort: "created",
  defaultDir: "desc" as const,
  filters: {
    type: z.enum(ENQUIRY_TYPES),
    status: z.enum(ENQUIRY_STATUSES),
    assignee: z.string().regex(/^[\w-]{1,100}$/),
    waiting: z.literal("late"),
  } satisfies { [K in keyof EnquiryFilters]: z.ZodType<EnquiryFilters[K]> },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readListQuery<EnquiryFilters>(new URL(request.url).searchParams, LIST);
  const now = new Date();
  const [{ rows, total }, staff] = await Promise.all([listEnquiries(query, now), staffMembers()]);
  return {
    title: serverT(context.language, "admin-enquiries")("metaTitle"),
    messages: messagesFor(context.language, ["admin-enquiries"]),
    query,
    total,
    staff: staff.map((member) => ({ id: member.id, name: member.fullName || member.email })),
    rows: rows.map((row) => {
      const stopped = row.answeredAt ?? (row.status === "answered" ? null : now);
      return {
        id: row.id,
        type: row.type,
        status: row.status,
        // An erased traveller (decision 010) shows as such, never by the stand-in address.
        fullName: isErasedAddress(row.email) ? null : row.fullName,
        email: isErasedAddress(row.email) ? null : row.email,
        about: row.tourTitle ?? row.accommodationName ?? row.message ?? "",
        assignee: row.assigneeName || row.assigneeEmail,
        createdAt: row.createdAt.toISOString(),
        waitedMs: stopped ? waitingMs(row.createdAt, stopped, now) : null,
        late: stopped ? brokePromise(row.createdAt, stopped, now) : false,
        answered: row.status === "answered",
      };
    }),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function EnquiryInbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-enquiries");
  const { query, rows, total, staff } = loaderData;
  const when = useOfficeDateTime();
  return (
    <>
      <AdminPageHeader title={t("title")} />
      <ListFilters query={query} label={t("filtersLabel")}>
        <FilterSelect
          name="type"
          label={t("columns.type")}
          value={query.filters.type}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <FilterSelect
          name="status"
          label={t("columns.status")}
          value={query.filters.status}
          options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <FilterSelect
          name="assignee"
          label={t("columns.assignee")}
          value={query.filters.assignee}
          options={[
            { value: "none", label: t("nobody") },
            ...staff.map((member) => ({ value: member.id, label: member.name })),
          ]}
        />
        <FilterSelect
          name="waiting"
          label={t("columns.waiting")}
          value={query.filters.waiting}
          options={[{ value: "late", label: t("lateFilter") }]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !query.q ? t("empty") : t("noMatch")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="enquiries">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="created" first="desc">
                  {t("columns.received")}
                </SortHeader>
                <SortHeader query={query} column="name">
                  {t("columns.from")}
                </SortHeader>
                <th scope="col">{t("columns.type")}</th>
                <th scope="col">{t("columns.about")}</th>
                <SortHeader query={query} column="status">
                  {t("columns.status")}
                </SortHeader>
                <th scope="col">{t("columns.assignee")}</th>
                <th scope="col">{t("columns.waiting")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("columns.received")}>
                    <Link to={`/admin/enquiries/${row.id}`}>
                      <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
                      <span className="sr-only"> {t("open", { id: row.id })}</span>
                    </Link>
                  </td>
                  <td data-label={t("columns.from")}>
                    {row.email === null ? (
                      t("detail.erased")
                    ) : (
                      <>
                        {row.fullName}
                        <br />
                        <small>{row.email}</small>
                      </>
                    )}
                  </td>
                  <td data-label={t("columns.type")}>{t(`types.${row.type}`)}</td>
                  <td data-label={t("columns.about")}>{row.about}</td>
                  <td data-label={t("columns.status")}>
                    <span className={`admin-badge${row.status === "answered" ? " admin-badge--ok" : ""}`}>
                      {t(`statuses.${row.status}`)}
                    </span>
                  </td>
                  <td data-label={t("columns.assignee")}>{row.assignee ?? t("nobody")}</td>
                  <td data-label={t("columns.waiting")}>
                    <EnquiryWait waitedMs={row.waitedMs} late={row.late} answered={row.answered} />
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
