import { Link } from "react-router";
import { z } from "zod";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { readListQuery } from "#app/domain/admin/list-query";
import { USER_ROLES } from "#app/domain/admin/people-fields";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";
import { LOYALTY_TIERS } from "#app/domain/loyalty";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { listUsers, USER_SORTS, type UserFilters } from "#app/modules/admin/people/users.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/users";

const LIST = {
  sorts: USER_SORTS,
  defaultSort: "created",
  defaultDir: "desc" as const,
  filters: {
    role: z.enum(USER_ROLES),
    verified: z.enum(["yes", "no"]),
    tier: z.enum(LOYALTY_TIERS),
    account: z.enum(["active", "deleted"]),
  } satisfies { [K in keyof UserFilters]: z.ZodType<UserFilters[K]> },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readListQuery<UserFilters>(new URL(request.url).searchParams, LIST);
  const { rows, total } = await listUsers(query);
  return {
    title: serverT(context.language, "admin-people")("users.metaTitle"),
    messages: messagesFor(context.language, ["admin-people"]),
    query,
    total,
    rows: rows.map((row) => ({
      ...row,
      deleted: row.deletedAt !== null,
      deletedAt: undefined,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-people");
  const { locale } = usePreferences();
  const { query, rows, total } = loaderData;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: OFFICE_TIME_ZONE });
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <AdminPageHeader title={t("users.title")} />
      <ListFilters query={query} label={t("users.filtersLabel")}>
        <FilterSelect
          name="role"
          label={t("users.role")}
          value={query.filters.role}
          options={USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
        <FilterSelect
          name="verified"
          label={t("users.verified")}
          value={query.filters.verified}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
        />
        <FilterSelect
          name="tier"
          label={t("users.tier")}
          value={query.filters.tier}
          options={LOYALTY_TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
        />
        <FilterSelect
          name="account"
          label={t("users.account")}
          value={query.filters.account}
          options={[
            { value: "active", label: t("users.accounts.active") },
            { value: "deleted", label: t("users.accounts.deleted") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{t("noMatch")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="users">
            <caption className="sr-only">{t("users.caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="email">
                  {t("users.person")}
                </SortHeader>
                <th scope="col">{t("users.role")}</th>
                <th scope="col">{t("users.verified")}</th>
                <th scope="col">{t("users.tier")}</th>
                <SortHeader query={query} column="points" first="desc">
                  {t("users.points")}
                </SortHeader>
                <SortHeader query={query} column="bookings" first="desc">
                  {t("users.bookings")}
                </SortHeader>
                <SortHeader query={query} column="created" first="desc">
                  {t("users.since")}
                </SortHeader>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("users.person")}>
                    <Link to={`/admin/users/${encodeURIComponent(row.id)}`}>
                      {row.deleted ? t("deletedAccount") : row.fullName || row.email}
                    </Link>
                    {row.deleted ? null : (
                      <>
                        <br />
                        <small>{row.email}</small>
                      </>
                    )}
                  </td>
                  <td data-label={t("users.role")}>{t(`roles.${row.role}`)}</td>
                  <td data-label={t("users.verified")}>{row.emailVerified ? t("yes") : t("no")}</td>
                  <td data-label={t("users.tier")}>{t(`tiers.${row.loyaltyTier}`)}</td>
                  <td data-label={t("users.points")}>{number.format(row.loyaltyPoints)}</td>
                  <td data-label={t("users.bookings")}>{number.format(row.bookings)}</td>
                  <td data-label={t("users.since")}>
                    <time dateTime={row.createdAt}>{day.format(new Date(row.createdAt))}</time>
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
