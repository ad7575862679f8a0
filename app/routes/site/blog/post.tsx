import { InEnglishNote } from "#app/components/content/in-english-note";
import { localizeEntity } from "#app/domain/content/translations";
import "#app/styles/blog.css";
import { Link } from "react-router";
import { PostCard } from "#app/components/blog/post-card";
import { PageHeader } from "#app/components/layout/page-header";
import { useRootData } from "#app/components/layout/root-data";
import { LeadImage } from "#app/components/media/lead-image";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { Section } from "#app/components/ui/section";
import { blogListHref } from "#app/domain/content/pagination";
import { formatLongDate } from "#app/domain/dates";
import { socialImageUrl } from "#app/domain/media/images";
import { blogPostPath } from "#app/domain/paths";
import { organizationJsonLd } from "#app/domain/seo/organization";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { absoluteUrl } from "#app/i18n/urls";
import { getPublishedPost, listRelatedPosts, toPostCardData } from "#app/modules/content/blog.server";
import { markdownToText, readingTimeMinutes, renderMarkdown } from "#app/modules/content/markdown.server";
import { notFound } from "#app/modules/http/responses.server";
import type { Route } from "./+types/post";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!SLUG.test(slug) || slug.length > 200) notFound();
  const stored = await getPublishedPost(slug);
  if (!stored) notFound();
  const localized = localizeEntity("blogPosts", stored, stored.translations, context.language);
  const post = localized.value;
  const related = await listRelatedPosts(post);
  const text = markdownToText(post.content);
  const description = post.excerpt?.trim() || `${text.slice(0, 155).trimEnd()}…`;
  // Edited before it went out (a seeded or scheduled post): modified is when it was published.
  const modified = new Date(Math.max(post.updatedAt.getTime(), post.publishedAt.getTime()));
  return {
    post: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      textLang: localized.lang,
      inEnglish: localized.fellBack,
      excerpt: post.excerpt,
      description,
      featuredImage: post.featuredImage,
      category: post.category,
      categoryHref: blogListHref(post.category),
      tags: post.tags,
      authorName: post.authorName,
      // Sanitised on the server (scripts, handlers and unsafe URLs removed).
      html: renderMarkdown(post.content),
      readingMinutes: readingTimeMinutes(post.content),
      wordCount: text.split(" ").filter(Boolean).length,
      publishedAt: post.publishedAt.toISOString(),
      modifiedAt: modified.toISOString(),
      publishedLabel: formatLongDate(post.publishedAt, context.language),
    },
    related: related.map((p) => toPostCardData(p, context.language)),
    messages: messagesFor(context.language, ["blog"]),
    seo: {
      title: post.title,
      description,
      image: post.featuredImage ?? undefined,
      type: "article" as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const root = useRootData();
  const { post, related } = loaderData;
  const siteUrl = root?.siteUrl ?? "";
  const url = absoluteUrl(siteUrl, blogPostPath(post));
  const { "@context": _context, ...publisher } = root ? organizationJsonLd(root) : { "@context": "" };

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          "@id": `${url}#article`,
          headline: post.title,
          description: post.description,
          image: [absoluteUrl(siteUrl, socialImageUrl(post.featuredImage))],
          datePublished: post.publishedAt,
          dateModified: post.modifiedAt,
          author: { "@type": "Person", name: post.authorName },
          publisher,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          url,
          articleSection: post.category,
          keywords: post.tags.join(", "),
          wordCount: post.wordCount,
          inLanguage: post.textLang,
        }}
      />
      <PageHeader
        title={post.title}
        eyebrow={post.category}
        lead={post.excerpt}
        lang={post.textLang}
        crumbs={[
          { label: t("breadcrumb"), to: "/blog" },
          { label: post.category, to: post.categoryHref },
          { label: post.title, to: blogPostPath(post) },
        ]}
      >
        <InEnglishNote show={post.inEnglish} />
        <p className="post-meta">
          <span className="post-meta__author">{t("by", { author: post.authorName })}</span>
          <span aria-hidden="true"> · </span>
          <span>
            {t("publishedOn")} <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
          </span>
          <span aria-hidden="true"> · </span>
          <span data-testid="reading-time">{t("readingTime", { count: post.readingMinutes })}</span>
        </p>
      </PageHeader>

      <article className="post container">
        <LeadImage place="post" src={post.featuredImage} />
        <div
          className="post__body prose"
          lang={post.textLang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server by renderMarkdown
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <footer className="post__footer">
          {post.tags.length > 0 ? (
            <div className="post__tags">
              <h2 className="post__tags-title">{t("tags")}</h2>
              <ul>
                {post.tags.map((tag) => (
                  <li key={tag} className="tag">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="post__author">
            <p className="post__author-label">{t("writtenBy")}</p>
            <p className="post__author-name">{post.authorName}</p>
          </div>
        </footer>
      </article>

      {related.length > 0 ? (
        <Section heading={{ id: "related-title", title: t("related") }}>
          <ul className="card-grid related-posts">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <div className="container post__back">
        <Link to="/blog" className="btn btn-ghost">
          <span aria-hidden="true">← </span>
          {t("backToBlog")}
        </Link>
      </div>
    </>
  );
}
