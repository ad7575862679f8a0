import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import type { Deal } from "#app/domain/catalogue/deal-price";
import { useTranslation } from "#app/i18n/react";

/** A deal as the domain describes it, with its validity dates already formatted in the page language by the loader. */
export type DealCardData = Deal & {
  validFromLabel: string;
  validUntilLabel: string;
};

/** One deal: picture with its discount, validity, regular and deal price, and where to book it. */
export function DealCard({ deal }: { deal: DealCardData }) {
  const { t } = useTranslation(["deals", "common"]);
  const formatPrice = useFormatPrice();
  const titleId = `deal-${deal.id}-title`;
  const external = /^https?:\/\//i.test(deal.href);
  const facts = [
    deal.duration ? { key: "duration", label: t("duration"), value: deal.duration } : null,
    deal.bestTime ? { key: "bestTime", label: t("bestTime"), value: deal.bestTime } : null,
    deal.groupSize ? { key: "group", label: t("groupSize"), value: String(deal.groupSize) } : null,
  ].filter((f): f is { key: string; label: string; value: string } => f !== null);

  return (
    <article className="deal-card" aria-labelledby={titleId} data-testid="deal">
      <div className="deal-card__media">
        <ResponsiveImage
          src={deal.imageUrl}
          alt=""
          width={800}
          height={500}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="deal-card__image"
        />
        <p className="deal-card__badge">{t("discount", { percent: deal.discountPercent })}</p>
      </div>
      <div className="deal-card__body">
        {deal.subtitle ? (
          <p className="deal-card__subtitle" lang={deal.textLang}>
            {deal.subtitle}
          </p>
        ) : null}
        <h2 id={titleId} className="deal-card__title" lang={deal.textLang}>
          {deal.title}
        </h2>
        {deal.description ? (
          <p className="deal-card__text" lang={deal.textLang}>
            {deal.description}
          </p>
        ) : null}
        {facts.length > 0 ? (
          <dl className="deal-card__facts">
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd lang={fact.key === "group" ? undefined : deal.textLang}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="deal-card__validity" data-testid="deal-validity">
          <span className="deal-card__validity-label">{t("validity")}</span>{" "}
          <time dateTime={deal.validFrom}>{deal.validFromLabel}</time> –{" "}
          <time dateTime={deal.validUntil}>{deal.validUntilLabel}</time>
          <span className="deal-card__left">
            {deal.daysLeft === 0 ? t("lastDay") : t("daysLeft", { count: deal.daysLeft })}
          </span>
        </p>
        {deal.dealPrice !== null && deal.originalPrice !== null ? (
          <div className="deal-card__prices">
            <p className="deal-card__was">
              <span className="sr-only">{t("originalPrice")}: </span>
              <del data-testid="deal-original-price">{formatPrice(deal.originalPrice)}</del>
            </p>
            <p className="deal-card__now">
              <span className="deal-card__now-label">{t("dealPrice")}</span>{" "}
              <strong data-testid="deal-price">{formatPrice(deal.dealPrice)}</strong>{" "}
              <span className="deal-card__per">{t("common:perPerson")}</span>
            </p>
            <p className="deal-card__save">
              {t("youSave", { amount: formatPrice(deal.originalPrice - deal.dealPrice) })}
            </p>
          </div>
        ) : null}
        <div className="deal-card__actions">
          {external ? (
            <a href={deal.href} className="btn btn-accent" aria-describedby={titleId} rel="noopener">
              {t("viewOffer")}
            </a>
          ) : (
            <Link
              to={deal.href}
              className="btn btn-accent"
              aria-describedby={titleId}
              data-testid="deal-link"
            >
              {deal.href.startsWith("/booking") ? t("book") : t("viewOffer")}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
