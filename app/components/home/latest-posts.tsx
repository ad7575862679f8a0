import { PostCard } from "#app/components/blog/post-card";
import { Deferred, Skeleton } from "#app/components/ui/deferred";
import { Section } from "#app/components/ui/section";
import type { PostCardData } from "#app/domain/content/blog";
import { useTranslation } from "#app/i18n/react";

/** Section 8: the three latest published posts. */
export function LatestPosts({ posts }: { posts: Promise<PostCardData[]> }) {
  const { t } = useTranslation("home");
  return (
    <Section
      heading={{ id: "posts-title", title: t("posts.title"), subtitle: t("posts.subtitle") }}
      header="row"
      link={{ to: "/blog", label: t("posts.viewAll") }}
      width="inner"
      className="home-posts"
    >
      <Deferred
        resolve={posts}
        errorKey="unableToLoadBlogPosts"
        skeleton={<Skeleton label={t("posts.loading")} count={3} variant="card" />}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">{t("posts.empty")}</p>
          ) : (
            <ul className="card-grid">
              {list.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} headingLevel={3} />
                </li>
              ))}
            </ul>
          )
        }
      </Deferred>
    </Section>
  );
}
