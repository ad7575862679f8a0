import "#app/styles/pages.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { TestimonialCard } from "#app/components/pages/testimonial-card";
import { pageMeta } from "#app/components/seo/page-meta";
import { formatLongDate } from "#app/domain/dates";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listAllTestimonials } from "#app/modules/content/pages.server";
import type { Route } from "./+types/testimonials";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  const items = await listAllTestimonials(context.language);
  return {
    items: items.map((item) => ({ ...item, dateLabel: formatLongDate(item.date, context.language) })),
    messages: messagesFor(context.language, ["pages"]),
    seo: {
      title: t("testimonials.metaTitle"),
      description: t("testimonials.metaDescription"),
      image: sceneUrl("acacia-sunset", 6),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { items } = loaderData;
  return (
    <>
      <PageHeader
        title={t("testimonials.title")}
        eyebrow={t("testimonials.eyebrow")}
        lead={t("testimonials.lead")}
        crumbs={[{ label: t("breadcrumbs.testimonials"), to: "/testimonials" }]}
      >
        <p className="pages-header-links">
          <span>{t("testimonials.count", { count: items.length })}</span>
          <Link to="/reviews" className="pages-link">
            {t("testimonials.reviewsLink")} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </PageHeader>
      <div className="container testimonials">
        {items.length === 0 ? (
          <p className="empty-state">{t("testimonials.empty")}</p>
        ) : (
          <ul className="testimonial-wall">
            {items.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
