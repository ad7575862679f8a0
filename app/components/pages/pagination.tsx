import { Link } from "react-router";
import { pageWindow } from "#app/domain/content/pagination";
import { useTranslation } from "#app/i18n/react";

/** Numbered page links with previous and next; nothing when there is one page. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("pages");
  if (pages <= 1) return null;
  return (
    <nav className="pages-pagination" aria-label={t("pagination.label")}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className="pages-pagination__link" rel="prev">
              <span aria-hidden="true">‹ </span>
              {t("pagination.previous")}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="pages-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className="pages-pagination__link pages-pagination__number"
                aria-current={item === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} className="pages-pagination__link" rel="next">
              {t("pagination.next")}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
