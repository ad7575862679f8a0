import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { Deferred, Skeleton } from "#app/components/ui/deferred";
import { Section } from "#app/components/ui/section";
import {
  BANNER_FALLBACKS,
  bannerPrimaryHref,
  type HomeBanner,
  splitHighlight,
} from "#app/domain/content/banners";
import { useTranslation } from "#app/i18n/react";
import { useCarousel, useHoverFocus, usePrefersReducedMotion } from "./hooks";
import { Icon } from "./icons";

/** How long each banner shows before the next one. */
export const BANNER_ROTATE_MS = 6000;

/** Section 3: the promotional banners, streamed in. */
export function PromoBanners({ banners }: { banners: Promise<HomeBanner[]> }) {
  const { t } = useTranslation("home");
  return (
    <Section
      heading={{ id: "banners-title", title: t("banners.title"), subtitle: t("banners.subtitle") }}
      header="row"
      width="inner"
      className="home-banners"
    >
      <Deferred
        resolve={banners}
        errorKey="unableToLoad"
        skeleton={<Skeleton label={t("banners.loading")} count={1} variant="banner" />}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">{t("banners.empty")}</p>
          ) : (
            <BannerCarousel banners={list} />
          )
        }
      </Deferred>
    </Section>
  );
}

/**
 * An accessible rotating carousel (WAI-ARIA carousel pattern): a labelled
 * region, slides labelled "x of y", dots as buttons, a pause button. Rotation
 * waits while the pointer or focus is inside, and never starts for visitors
 * who prefer reduced motion.
 */
export function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation("home");
  const reducedMotion = usePrefersReducedMotion();
  const { index, goTo, next } = useCarousel(banners.length);
  const { active: held, handlers } = useHoverFocus();
  const [stopped, setStopped] = useState(false);
  const canRotate = banners.length > 1 && !reducedMotion;
  const rotating = canRotate && !stopped && !held;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the index, so choosing a dot restarts the wait
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, BANNER_ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, next, index]);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t("banners.label")}
      data-testid="banner-carousel"
      data-rotating={rotating ? "true" : "false"}
      {...handlers}
    >
      <div className="banner-carousel__slides" aria-live={rotating ? "off" : "polite"}>
        {banners.map((banner, i) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            active={i === index}
            label={t("banners.slide", { current: i + 1, total: banners.length })}
          />
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="carousel-controls carousel-controls--banner">
          {canRotate ? (
            <button
              type="button"
              className="carousel-button carousel-button--light"
              onClick={() => setStopped((s) => !s)}
              data-testid="banner-pause"
            >
              <Icon name={stopped ? "play" : "pause"} size={18} />
              <span className="sr-only">{stopped ? t("banners.play") : t("banners.pause")}</span>
            </button>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
          <div className="carousel-dots" role="group" aria-label={t("banners.dots")}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="carousel-dot carousel-dot--light"
                aria-label={t("banners.goTo", { number: i + 1, title: banner.title })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function BannerSlide({ banner, active, label }: { banner: HomeBanner; active: boolean; label: string }) {
  const { t } = useTranslation(["home", "common"]);
  const formatPrice = useFormatPrice();
  const split = splitHighlight(banner.title, banner.titleHighlightText);
  const highlightColor = banner.titleHighlightColor ?? undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
    <div
      className={active ? "banner is-active" : "banner"}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      inert={!active}
      data-testid="banner-slide"
      data-active={active ? "true" : "false"}
    >
      <ResponsiveImage
        src={banner.backgroundImageUrl}
        alt=""
        width={1600}
        height={800}
        sizes="(min-width: 1280px) 1232px, 100vw"
        className="banner__image"
      />
      <div
        className="banner__overlay"
        style={banner.gradientOverlay ? { backgroundImage: banner.gradientOverlay } : undefined}
      />
      <div className="banner__content" style={banner.textColor ? { color: banner.textColor } : undefined}>
        {banner.subtitle ? (
          <p className="banner__eyebrow" lang={banner.textLang}>
            {banner.subtitle}
          </p>
        ) : null}
        <h3 className={`banner__title banner__title--${banner.titleFontSize}`} lang={banner.textLang}>
          {split ? (
            <>
              {split.before}
              <span className="banner__highlight" style={{ color: highlightColor }}>
                {split.highlight}
              </span>
              {split.after}
            </>
          ) : (
            banner.title
          )}
        </h3>
        {banner.description ? (
          <p className="banner__text" lang={banner.textLang}>
            {banner.description}
          </p>
        ) : null}
        {banner.tourId !== null ? (
          <dl className="banner__facts">
            <div>
              <dt>{t("banners.duration")}</dt>
              <dd>{banner.tourDuration ?? t("common:days", { count: BANNER_FALLBACKS.durationDays })}</dd>
            </div>
            <div>
              <dt>{t("banners.bestTime")}</dt>
              <dd>{banner.tourBestTime ?? BANNER_FALLBACKS.bestTime}</dd>
            </div>
            <div>
              <dt>{t("banners.groupSize")}</dt>
              <dd>{t("banners.maxGroup", { count: banner.tourGroupSize ?? BANNER_FALLBACKS.groupSize })}</dd>
            </div>
            <div>
              <dt>{t("banners.price")}</dt>
              <dd data-testid="banner-price">
                {formatPrice(banner.tourPrice ?? BANNER_FALLBACKS.priceCents)}
              </dd>
            </div>
          </dl>
        ) : null}
        <div className="banner__actions">
          <Link to={bannerPrimaryHref(banner)} className="btn btn-accent btn-lg" data-testid="banner-primary">
            {banner.buttonText?.trim() || t("banners.book")}
          </Link>
          <Link to="/contact" className="btn btn-light btn-lg">
            {t("banners.ask")}
          </Link>
        </div>
      </div>
    </div>
  );
}
