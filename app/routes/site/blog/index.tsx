import "#app/styles/blog.css";
import { Link } from "react-router";
import { PostCard } from "#app/components/blog/post-card";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { Pagination, paginationLabels } from "#app/components/ui/pagination";
import { blogListHref, matchCategory, pageCount, parsePage } from "#app/domain/content/pagination";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listBlogCategories, listPublishedPosts, toPostCardData } from "#app/modules/content/blog.server";
import { notFound } from "#app/modules/http/responses.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const t = serverT(context.language, "blog");
  const categories = await listBlogCategories();
  const rawCategory = url.searchParams.get("category");
  const category = matchCategory(
    rawCategory,
    categories.map((c) => c.category),
  );
  // A category that does not exist is an unknown page, not an empty list.
  if (rawCategory && !category) notFound();
  const page = parsePage(url.searchParams.get("page"));
  const { posts, total } = await listPublishedPosts({ category, page });
  const pages = pageCount(total);
  if (page > pages) notFound();

  const baseTitle = category ? t("meta.categoryTitle", { category }) : t("meta.title");
  return {
    posts: posts.map((post) => toPostCardData(post, context.language)),
    categories,
    category,
    page,
    pages,
    total,
    messages: messagesFor(context.language, ["blog"]),
    seo: {
      title: page > 1 ? t("meta.paged", { title: baseTitle, page }) : baseTitle,
      description: category ? t("meta.categoryDescription", { category }) : t("meta.description"),
      image: posts[0]?.featuredImage ?? sceneUrl("savannah", 7),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { posts, categories, category, page, pages } = loaderData;
  const allCount = categories.reduce((sum, c) => sum + c.posts, 0);
  const crumbs = [{ label: t("breadcrumb"), to: "/blog" }];
  if (category) crumbs.push({ label: category, to: blogListHref(category) });
  const featureFirst = !category && page === 1 && posts.length > 2;

  return (
    <>
      <PageHeader
        title={category ? t("header.categoryTitle", { category }) : t("header.title")}
        eyebrow={t("header.eyebrow")}
        lead={t("header.lead")}
        crumbs={crumbs}
      />
      <div className="container blog">
        {categories.length > 0 ? (
          <nav className="blog-filter" aria-label={t("categories")}>
            <ul>
              <li>
                <Link
                  to="/blog"
                  className="blog-filter__link"
                  aria-current={category === null ? "page" : undefined}
                  preventScrollReset
                >
                  {t("allCategories")} <span className="blog-filter__count">{allCount}</span>
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.category}>
                  <Link
                    to={blogListHref(c.category)}
                    className="blog-filter__link"
                    aria-current={c.category === category ? "page" : undefined}
                    preventScrollReset
                  >
                    {c.category} <span className="blog-filter__count">{c.posts}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {posts.length === 0 ? (
          <p className="empty-state">{t("empty")}</p>
        ) : (
          <ul className={featureFirst ? "blog__grid has-featured" : "blog__grid"}>
            {posts.map((post, index) => (
              <li key={post.id} className={featureFirst && index === 0 ? "blog__featured" : undefined}>
                <PostCard post={post} featured={featureFirst && index === 0} />
              </li>
            ))}
          </ul>
        )}

        <Pagination
          page={page}
          pages={pages}
          href={(p) => blogListHref(category, p)}
          labels={paginationLabels(t)}
        />
      </div>
    </>
  );
}
