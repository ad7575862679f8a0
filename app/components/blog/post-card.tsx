import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import type { PostCardData } from "#app/domain/content/blog";
import { blogPostPath } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";

/** A blog post as a card: picture, category, title (the link), excerpt, date and reading time. */
export function PostCard({
  post,
  headingLevel = 2,
  featured = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const { t } = useTranslation("blog");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={featured ? "post-card post-card--featured" : "post-card"}>
      <div className="post-card__media">
        <ResponsiveImage
          src={post.featuredImage}
          alt=""
          width={800}
          height={500}
          sizes={
            featured
              ? "(min-width: 1024px) 700px, 100vw"
              : "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          }
          className="post-card__image"
        />
      </div>
      <div className="post-card__body">
        <p className="post-card__category">{post.category}</p>
        <Heading className="post-card__title" lang={post.textLang}>
          <Link to={blogPostPath(post)} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? (
          <p className="post-card__excerpt" lang={post.textLang}>
            {post.excerpt}
          </p>
        ) : null}
        <p className="post-card__meta">
          <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
          <span aria-hidden="true"> · </span>
          <span>{t("readingTime", { count: post.readingMinutes })}</span>
        </p>
      </div>
    </article>
  );
}
