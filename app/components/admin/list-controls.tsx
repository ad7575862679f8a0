import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { type ListQuery, listSearch, nextDirection, pageCount } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { Pagination, paginationLabels } from "../ui/pagination";

type AnyQuery = ListQuery<Record<string, unknown>>;

/**
 * A list's search box and filters: a GET form, so the result is a URL that can
 * be bookmarked and shared, and works without JavaScript. `children` are the
 * filters (selects, date inputs) named as the list's filters are.
 */
export function ListFilters({
  query,
  label,
  children,
}: {
  query: AnyQuery;
  label: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={label}>
      <div className="admin-filters__field">
        <label htmlFor="list-q">{t("list.search")}</label>
        <input id="list-q" name="q" type="search" defaultValue={query.q} maxLength={200} />
      </div>
      {children}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div className="admin-filters__actions">
        <button type="submit" className="btn btn-primary">
          {t("list.apply")}
        </button>
        <Link to="?" className="admin-filters__reset">
          {t("list.reset")}
        </Link>
      </div>
    </Form>
  );
}

/** A filter's select: "all" first, then the choices. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: unknown;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="admin-filters__field">
      <label htmlFor={`list-${name}`}>{label}</label>
      <select id={`list-${name}`} name={name} defaultValue={value === undefined ? "" : String(value)}>
        <option value="">{t("list.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A column header that sorts the list by its column: a link (the URL holds the
 * sort), with aria-sort on the current one so screen readers say how it is sorted.
 */
export function SortHeader({
  query,
  column,
  children,
  first = "asc",
}: {
  query: AnyQuery;
  column: string;
  children: ReactNode;
  first?: "asc" | "desc";
}) {
  const current = query.sort === column;
  const dir = nextDirection(query, column, first);
  return (
    <th scope="col" aria-sort={current ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={listSearch(query, { sort: column, dir })} className="admin-sort">
        {children}
        {current ? <span aria-hidden="true">{query.dir === "asc" ? " ▲" : " ▼"}</span> : null}
      </Link>
    </th>
  );
}

/** Under a list: how many rows match, the pages, and the CSV of the same filters when the list has one. */
export function ListFooter({ query, total, csv = false }: { query: AnyQuery; total: number; csv?: boolean }) {
  const { t } = useTranslation("admin");
  const search = listSearch(query);
  return (
    <div className="admin-list-footer">
      <p className="admin-list-footer__count" role="status">
        {t("list.count", { count: total })}
      </p>
      <Pagination
        page={query.page}
        pages={pageCount(total)}
        href={(page) => listSearch(query, { page })}
        labels={paginationLabels(t, "list.pagination")}
      />
      {csv ? (
        <a className="admin-list-footer__csv" href={`${search}&format=csv`} download>
          {t("list.csv")}
        </a>
      ) : null}
    </div>
  );
}

/** The page's heading, with the page's own buttons beside it. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-page-header">
      <h1 className="admin-page-header__title">{title}</h1>
      {children ? <div className="admin-page-header__actions">{children}</div> : null}
    </div>
  );
}
