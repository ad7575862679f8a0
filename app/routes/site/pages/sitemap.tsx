import "#app/styles/pages.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { PUBLIC_PAGE_GROUPS, PUBLIC_PAGES } from "#app/domain/seo/public-pages";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  loadSitemapContent,
  type SitemapBranch,
  type SitemapItem,
} from "#app/modules/sitemap/sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  const { contentPages: _dates, ...content } = await loadSitemapContent();
  // Only what the page shows: no dates.
  const strip = (items: SitemapItem[]) => items.map(({ path, title }) => ({ path, title }));
  const stripTree = (branches: SitemapBranch[]) =>
    branches.map(({ path, title, children }) => ({ path, title, children: strip(children) }));
  return {
    tours: strip(content.tours),
    kilimanjaroRoutes: strip(content.kilimanjaroRoutes),
    destinations: stripTree(content.destinations),
    experiences: stripTree(content.experiences),
    accommodations: strip(content.accommodations),
    posts: strip(content.posts),
    messages: messagesFor(context.language, ["pages"]),
    seo: { title: t("sitemap.title"), description: t("sitemap.metaDescription") },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

type Entry = { path: string; title: string; children?: Entry[] };

function LinkList({ items }: { items: Entry[] }) {
  return (
    <ul className="sitemap-list">
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path}>{item.title}</Link>
          {item.children && item.children.length > 0 ? (
            <ul className="sitemap-list sitemap-list--nested">
              {item.children.map((child) => (
                <li key={child.path}>
                  <Link to={child.path}>{child.title}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, items }: { id: string; title: string; items: Entry[] }) {
  if (items.length === 0) return null;
  return (
    <section className="sitemap-section" aria-labelledby={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`} className="sitemap-section__title">
        {title} <span className="sitemap-section__count">{items.length}</span>
      </h2>
      <LinkList items={items} />
    </section>
  );
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const data = loaderData;
  return (
    <>
      <PageHeader
        title={t("sitemap.title")}
        lead={t("sitemap.lead")}
        crumbs={[{ label: t("breadcrumbs.sitemap"), to: "/sitemap" }]}
      />
      <div className="container sitemap">
        <div className="sitemap__pages">
          {PUBLIC_PAGE_GROUPS.map((group) => (
            <Section
              key={group}
              id={`group-${group}`}
              title={t(`sitemap.groups.${group}`)}
              items={PUBLIC_PAGES.filter((page) => page.group === group).map((page) => ({
                path: page.path,
                title: t(`sitemap.pages.${page.labelKey}`),
              }))}
            />
          ))}
        </div>
        <div className="sitemap__content">
          <Section id="tours" title={t("sitemap.sections.tours")} items={data.tours} />
          <Section
            id="kilimanjaro"
            title={t("sitemap.sections.kilimanjaro")}
            items={data.kilimanjaroRoutes}
          />
          <Section id="destinations" title={t("sitemap.sections.destinations")} items={data.destinations} />
          <Section id="experiences" title={t("sitemap.sections.experiences")} items={data.experiences} />
          <Section
            id="accommodations"
            title={t("sitemap.sections.accommodations")}
            items={data.accommodations}
          />
          <Section id="posts" title={t("sitemap.sections.posts")} items={data.posts} />
        </div>
        <p className="sitemap__xml">
          <a href="/sitemap.xml" className="pages-link">
            {t("sitemap.xmlLink")}
          </a>
        </p>
      </div>
    </>
  );
}
