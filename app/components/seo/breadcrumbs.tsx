import { Link } from "react-router";
import { useRootData } from "#app/components/layout/root-data";
import { useTranslation } from "#app/i18n/react";
import { absoluteUrl } from "#app/i18n/urls";
import { JsonLd } from "./json-ld";

export type Crumb = { label: string; to: string };

/**
 * Visible breadcrumbs and their BreadcrumbList. Home comes first on its own;
 * pass the trail after it, the last item being the current page.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation("nav");
  const root = useRootData();
  const trail: Crumb[] = [{ label: t("home"), to: "/" }, ...items];
  const siteUrl = root?.siteUrl ?? "";
  return (
    <nav aria-label={t("breadcrumbs")} className="breadcrumbs container">
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.to}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(siteUrl, crumb.to),
          })),
        }}
      />
    </nav>
  );
}
