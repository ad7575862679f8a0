import "#app/styles/kilimanjaro.css";
import { Link } from "react-router";
import { AltitudeProfile } from "#app/components/kilimanjaro/altitude-profile";
import { ClimbPlanning } from "#app/components/kilimanjaro/climb-planning";
import { RouteTable } from "#app/components/kilimanjaro/route-table";
import { unitFormatters } from "#app/components/kilimanjaro/units";
import { PageHeader } from "#app/components/layout/page-header";
import { LeadImage } from "#app/components/media/lead-image";
import { useFormatPrice, usePreferences } from "#app/components/preferences/preferences-context";
import { pageMeta } from "#app/components/seo/page-meta";
import { CallToAction } from "#app/components/ui/call-to-action";
import { Section, SectionTitle } from "#app/components/ui/section";
import { normaliseMonths } from "#app/domain/catalogue/best-months";
import { monthNames } from "#app/domain/dates";
import { kilimanjaroRoutePath, tourPath } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  getKilimanjaroRoute,
  listKilimanjaroFaqs,
  listKilimanjaroRoutes,
} from "#app/modules/catalogue/kilimanjaro.server";
import { notFound } from "#app/modules/http/responses.server";
import type { Route } from "./+types/route-detail";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The two dry seasons, when the tour states no best months of its own. */
const CLIMBING_MONTHS = [1, 2, 3, 6, 7, 8, 9, 10];

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!SLUG.test(slug) || slug.length > 200) notFound();
  const route = await getKilimanjaroRoute(slug);
  if (!route) notFound();
  const t = serverT(context.language, "kilimanjaro");
  const [routes, generalFaqs] = await Promise.all([listKilimanjaroRoutes(), listKilimanjaroFaqs()]);
  const { tour } = route;
  const bestMonths = normaliseMonths(tour.bestMonths);
  return {
    tour: { ...tour, tourHref: tourPath(tour), bookHref: `/booking?tour=${tour.id}` },
    days: route.days,
    faqs: [...route.faqs, ...generalFaqs],
    routes: routes.map((r) => ({
      ...r,
      href: r.slug ? kilimanjaroRoutePath({ slug: r.slug }) : tourPath(r),
    })),
    bestMonths: bestMonths.length > 0 ? bestMonths : CLIMBING_MONTHS,
    months: monthNames(context.language),
    messages: messagesFor(context.language, ["kilimanjaro"]),
    seo: {
      title: t("meta.routeTitle", { route: tour.title }),
      // Its own description, not the tour page's short description (that page is a different URL).
      description: t("meta.routeSummary", { route: tour.title }),
      image: tour.imageUrl ?? undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function KilimanjaroRoutePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["kilimanjaro", "common"]);
  const formatPrice = useFormatPrice();
  const { locale } = usePreferences();
  const fmt = unitFormatters(locale);
  const { tour, days, faqs, routes } = loaderData;
  const paragraphs = (tour.description ?? "").split(/\n{2,}/).filter((p) => p.trim());

  const facts = (
    [
      ["days", tour.durationDays ? t("common:days", { count: tour.durationDays }) : null],
      ["distance", tour.distanceKm === null ? null : fmt.kilometres(tour.distanceKm)],
      ["altitude", tour.maxAltitudeM === null ? null : fmt.metres(tour.maxAltitudeM)],
      ["success", tour.summitSuccessRate === null ? null : fmt.percent(tour.summitSuccessRate)],
      ["difficulty", tour.difficulty ? t(`difficulty.${tour.difficulty}`) : null],
      ["scenery", tour.profile ? t(`scenery.${tour.profile.scenery}`) : null],
      ["crowds", tour.profile ? t(`crowds.${tour.profile.crowds}`) : null],
      ["group", tour.maxGroupSize ? fmt.number(tour.maxGroupSize) : null],
    ] as const
  ).filter((fact): fact is readonly [(typeof fact)[0], string] => fact[1] !== null);

  return (
    <>
      <PageHeader
        title={tour.title}
        eyebrow={t("route.eyebrow")}
        lead={tour.shortDescription}
        crumbs={[
          { label: t("breadcrumb"), to: "/kilimanjaro" },
          { label: tour.title, to: `/kilimanjaro/${tour.slug}` },
        ]}
      />

      <section className="container route-intro" aria-label={t("route.summaryLabel")}>
        <LeadImage place="route" src={tour.imageUrl} />
        <aside className="route-intro__card" aria-labelledby="route-booking-title">
          <h2 id="route-booking-title" className="route-intro__card-title">
            {t("route.atAGlance")}
          </h2>
          <dl className="route-facts">
            {facts.map(([key, value]) => (
              <div key={key} className="route-facts__item">
                <dt>{t(`route.facts.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {tour.priceFrom !== null ? (
            <p className="route-intro__price">
              <span>{t("common:from")}</span>{" "}
              <strong data-testid="route-price">{formatPrice(tour.priceFrom)}</strong>{" "}
              <span>{t("common:perPerson")}</span>
            </p>
          ) : null}
          <div className="route-intro__actions">
            <Link to={tour.bookHref} className="btn btn-accent btn-lg">
              {t("route.bookNow")}
            </Link>
            <Link to={tour.tourHref} className="btn btn-ghost">
              {t("route.fullTour")}
            </Link>
          </div>
        </aside>
      </section>

      {paragraphs.length > 0 || tour.highlights.length > 0 ? (
        <section className="section container route-overview" aria-labelledby="overview-title">
          <div>
            <SectionTitle id="overview-title" title={t("route.overview")} />
            <div className="route-overview__text">
              {paragraphs.map((text, i) => (
                <p key={i}>{text}</p>
              ))}
            </div>
          </div>
          {tour.highlights.length > 0 ? (
            <div className="route-highlights">
              <h3 className="route-highlights__title">{t("route.highlights")}</h3>
              <ul>
                {tour.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}

      {days.length > 0 ? (
        <Section
          heading={{ id: "profile-title", title: t("route.profileTitle"), subtitle: t("route.profileIntro") }}
          width="inner"
          className="kili-profile"
        >
          <AltitudeProfile routeTitle={tour.title} days={days} />
        </Section>
      ) : null}

      <ClimbPlanning
        bestMonths={loaderData.bestMonths}
        months={loaderData.months}
        faqs={faqs}
        faqTitle={t("faq.routeTitle")}
      />

      {routes.length > 1 ? (
        <Section
          heading={{ id: "routes-title", title: t("route.compareTitle"), subtitle: t("route.compareIntro") }}
        >
          <RouteTable routes={routes} currentId={tour.id} />
        </Section>
      ) : null}

      <CallToAction
        id="route-cta-title"
        title={t("route.ctaTitle")}
        text={t("route.ctaText")}
        links={[
          { to: tour.bookHref, label: t("route.bookNow") },
          { to: "/contact", label: t("cta.button") },
        ]}
      />
    </>
  );
}
