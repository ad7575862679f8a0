import "./pagination.css";
import { Link } from "react-router";
import { pageWindow } from "#app/domain/content/pagination";
import type { TFunction } from "#app/i18n/translator";

export type PaginationLabels = {
  /** The navigation's name, e.g. "Pages". */
  label: string;
  previous: string;
  next: string;
  /** A number's name, e.g. "Page 3". */
  page: (page: number) => string;
};

/**
 * The labels from a page's messages: `<prefix>.<label>`, `<prefix>.previous`,
 * `<prefix>.next` and `<prefix>.page` (with `{{page}}`).
 */
export function paginationLabels(t: TFunction, prefix = "pagination", label = "label"): PaginationLabels {
  return {
    label: t(`${prefix}.${label}`),
    previous: t(`${prefix}.previous`),
    next: t(`${prefix}.next`),
    page: (page) => t(`${prefix}.page`, { page }),
  };
}

/**
 * Numbered page links with previous and next; nothing when there is one page.
 * The labels come from the caller's messages.
 */
export function Pagination({
  page,
  pages,
  href,
  labels,
  variant,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: PaginationLabels;
  variant?: "ring";
}) {
  if (pages <= 1) return null;
  return (
    <nav className={variant ? `pagination pagination--${variant}` : "pagination"} aria-label={labels.label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className="pagination__link" rel="prev">
              <span aria-hidden="true">‹ </span>
              {labels.previous}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className="pagination__link pagination__number"
                aria-current={item === page ? "page" : undefined}
                aria-label={labels.page(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} className="pagination__link" rel="next">
              {labels.next}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
