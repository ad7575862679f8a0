import "#app/styles/deals.css";
import { NewsletterDialog } from "#app/components/conversations/newsletter-dialog";
import { DealCard } from "#app/components/deals/deal-card";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { LinkButtons } from "#app/components/ui/link-buttons";
import { formatLongDate, officeToday } from "#app/domain/dates";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listActiveDeals } from "#app/modules/catalogue/deals.server";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "deals");
  const deals = await listActiveDeals(officeToday(), context.language);
  return {
    deals: deals.map((deal) => ({
      ...deal,
      validFromLabel: formatLongDate(deal.validFrom, context.language),
      validUntilLabel: formatLongDate(deal.validUntil, context.language),
    })),
    messages: messagesFor(context.language, ["deals"]),
    seo: {
      title: t("meta.title"),
      description: t("meta.description"),
      image: deals[0]?.imageUrl ?? sceneUrl("zebra-migration", 9),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function DealsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("deals");
  const { deals } = loaderData;
  return (
    <>
      <PageHeader
        title={t("header.title")}
        eyebrow={t("header.eyebrow")}
        lead={t("header.lead")}
        crumbs={[{ label: t("breadcrumb"), to: "/deals" }]}
      />
      <section className="container deals" aria-label={t("listLabel")}>
        {deals.length === 0 ? (
          <div className="empty-state deals__empty">
            <h2 className="deals__empty-title">{t("empty.title")}</h2>
            <p>{t("empty.text")}</p>
            <LinkButtons
              links={[
                { to: "/tours", label: t("empty.browse") },
                { to: "/contact", label: t("empty.contact") },
              ]}
              className="deals__empty-actions"
            />
          </div>
        ) : (
          <ul className="deals__list">
            {deals.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
        <div className="deals__newsletter">
          <NewsletterDialog />
        </div>
        {deals.length > 0 ? <p className="deals__terms">{t("terms")}</p> : null}
      </section>
    </>
  );
}
