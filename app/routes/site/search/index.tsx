import "#app/styles/pages.css";
import "#app/styles/search.css";
import { useEffect } from "react";
import { Form, Link } from "react-router";
import { track } from "#app/components/analytics/track";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { Pagination, paginationLabels } from "#app/components/ui/pagination";
import {
  isSearchable,
  normalizeSearchQuery,
  parsePage,
  parseSearchType,
  SEARCH_PAGE_SIZE,
  type SearchType,
} from "#app/domain/search-query";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { recordSearch, searchPage } from "#app/modules/search/search.server";
import type { Route } from "./+types/index";

/** Results per type on the overview; one type's own pages show SEARCH_PAGE_SIZE. */
const OVERVIEW_PER_TYPE = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = normalizeSearchQuery(params.get("q"));
  const type = parseSearchType(params.get("type"));
  const page = type ? parsePage(params.get("page")) : 1;
  const perType = type ? SEARCH_PAGE_SIZE : OVERVIEW_PER_TYPE;
  const results = await searchPage(query, { type, page, perType, language: context.language });
  if (isSearchable(query) && page === 1 && type === null) {
    recordSearch({ query, resultCount: results.total, language: context.language, source: "page" });
  }
  const t = serverT(context.language, "search");
  return {
    query,
    type,
    page,
    perType,
    searchable: isSearchable(query),
    results,
    messages: messagesFor(context.language, ["pages"]),
    seo: {
      title: query ? t("page.titleFor", { query }) : t("page.title"),
      description: t("page.metaDescription"),
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

function searchHref(query: string, type: SearchType | null, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return `/search?${params.toString()}`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("search");
  const { query, type, page, perType, searchable, results } = loaderData;
  // The first page of each search counts as one search (paging and type tabs do not).
  useEffect(() => {
    if (searchable && page === 1 && type === null)
      track("search", { query, results: results.total, source: "page" });
  }, [searchable, query, page, type, results.total]);
  const groups = results.groups.filter((group) => (type ? group.type === type : group.total > 0));
  return (
    <>
      <PageHeader
        title={query ? t("page.titleFor", { query }) : t("page.title")}
        lead={searchable ? t("resultCount", { count: results.total }) : undefined}
        crumbs={[{ label: t("page.title"), to: "/search" }]}
      />
      <div className="container search-page">
        <Form method="get" action="/search" role="search" className="search-page__form">
          <label htmlFor="search-page-q" className="sr-only">
            {t("label")}
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            placeholder={t("placeholder")}
            maxLength={100}
          />
          <button type="submit" className="btn btn-primary">
            {t("submit")}
          </button>
        </Form>
        {!searchable ? (
          <p className="empty-state">{t("page.prompt")}</p>
        ) : results.total === 0 ? (
          <div className="empty-state">
            <p>
              <strong>{t("noResults", { query })}</strong>
            </p>
            <p>{t("noResultsHint")}</p>
            <p className="search-page__empty-actions">
              <Link to="/tours" className="btn btn-primary">
                {t("page.browseTours")}
              </Link>
              <Link to="/destinations" className="btn btn-ghost">
                {t("page.browseDestinations")}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <nav aria-label={t("label")} className="search-page__types">
              <Link
                to={searchHref(query, null)}
                className="search-page__type"
                aria-current={type === null ? "page" : undefined}
              >
                {`${t("page.backToAll")} (${results.total})`}
              </Link>
              {results.groups.map((group) => (
                <Link
                  key={group.type}
                  to={searchHref(query, group.type)}
                  className="search-page__type"
                  aria-current={type === group.type ? "page" : undefined}
                >
                  {`${t(`types.${group.type}`)} (${group.total})`}
                </Link>
              ))}
            </nav>
            {groups.map((group) => (
              <section
                key={group.type}
                className="search-group"
                aria-labelledby={`search-group-${group.type}`}
              >
                <h2 id={`search-group-${group.type}`} className="search-group__title">
                  {`${t(`types.${group.type}`)} (${group.total})`}
                </h2>
                <ul className="search-group__list">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <Link to={item.path} className="search-hit">
                        <span className="search-hit__title" lang={item.lang}>
                          {item.title}
                        </span>
                        {item.summary ? (
                          <span className="search-hit__summary" lang={item.lang}>
                            {item.summary}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
                {type === null && group.total > group.items.length ? (
                  <Link to={searchHref(query, group.type)} className="search-group__more">
                    {`${t("page.showAll")}: ${t(`types.${group.type}`)} (${group.total})`}
                  </Link>
                ) : null}
                {type !== null ? (
                  <Pagination
                    page={page}
                    pages={Math.ceil(group.total / perType)}
                    href={(p) => searchHref(query, group.type, p)}
                    labels={paginationLabels(t, "pages:pagination")}
                    variant="ring"
                  />
                ) : null}
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
