import "#app/styles/kilimanjaro.css";
import { CLIMATE_ZONES, ClimateZones } from "#app/components/kilimanjaro/climate-zones";
import { ClimbPlanning } from "#app/components/kilimanjaro/climb-planning";
import { RouteTable } from "#app/components/kilimanjaro/route-table";
import { unitFormatters } from "#app/components/kilimanjaro/units";
import { PageHeader } from "#app/components/layout/page-header";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { pageMeta } from "#app/components/seo/page-meta";
import { CallToAction } from "#app/components/ui/call-to-action";
import { Section, SectionTitle } from "#app/components/ui/section";
import { normaliseMonths } from "#app/domain/catalogue/best-months";
import { monthNames } from "#app/domain/dates";
import { sceneUrl } from "#app/domain/media/images";
import { kilimanjaroRoutePath, tourPath } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listKilimanjaroFaqs, listKilimanjaroRoutes } from "#app/modules/catalogue/kilimanjaro.server";
import type { Route } from "./+types/index";

/** The two dry seasons, when no route states its own best months. */
const CLIMBING_MONTHS = [1, 2, 3, 6, 7, 8, 9, 10];

const HERO_IMAGE = sceneUrl("kilimanjaro", 3);

const FACTS = ["summit", "cones", "location", "park", "firstAscent", "standing"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "kilimanjaro");
  const [routes, faqs] = await Promise.all([listKilimanjaroRoutes(), listKilimanjaroFaqs()]);
  const fromRoutes = normaliseMonths(routes.flatMap((r) => r.bestMonths));
  return {
    routes: routes.map((route) => ({
      ...route,
      href: route.slug ? kilimanjaroRoutePath({ slug: route.slug }) : tourPath(route),
    })),
    faqs,
    bestMonths: fromRoutes.length > 0 ? fromRoutes : CLIMBING_MONTHS,
    months: monthNames(context.language),
    messages: messagesFor(context.language, ["kilimanjaro"]),
    seo: { title: t("meta.title"), description: t("meta.description"), image: HERO_IMAGE },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function KilimanjaroPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("kilimanjaro");
  const { locale } = usePreferences();
  const fmt = unitFormatters(locale);
  const { routes, faqs } = loaderData;
  const bestSuccess = Math.max(0, ...routes.map((r) => r.summitSuccessRate ?? 0));

  return (
    <>
      <PageHeader
        title={t("header.title")}
        eyebrow={t("header.eyebrow")}
        lead={t("header.lead")}
        crumbs={[{ label: t("breadcrumb"), to: "/kilimanjaro" }]}
      />

      <section className="kili-hero container" aria-label={t("hero.label")}>
        <ResponsiveImage
          src={HERO_IMAGE}
          alt={t("hero.alt")}
          width={1600}
          height={800}
          sizes="(min-width: 1280px) 1232px, 100vw"
          priority
          className="kili-hero__image"
        />
        <ul className="kili-hero__stats">
          <li>
            <strong>{fmt.metres(5895)}</strong>
            <span>{t("hero.summit")}</span>
          </li>
          <li>
            <strong>{fmt.number(routes.length)}</strong>
            <span>{t("hero.routes", { count: routes.length })}</span>
          </li>
          <li>
            <strong>{fmt.number(CLIMATE_ZONES.length)}</strong>
            <span>{t("hero.zones")}</span>
          </li>
          {bestSuccess > 0 ? (
            <li>
              <strong>{fmt.percent(bestSuccess)}</strong>
              <span>{t("hero.success")}</span>
            </li>
          ) : null}
        </ul>
      </section>

      <section className="section container kili-mountain" aria-labelledby="mountain-title">
        <div className="kili-mountain__text">
          <SectionTitle id="mountain-title" title={t("mountain.title")} />
          <p>{t("mountain.p1")}</p>
          <p>{t("mountain.p2")}</p>
        </div>
        <dl className="kili-facts">
          {FACTS.map((fact) => (
            <div key={fact} className="kili-facts__item">
              <dt>{t(`mountain.facts.${fact}.label`)}</dt>
              <dd>{t(`mountain.facts.${fact}.value`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ClimateZones />

      <Section
        heading={{ id: "routes-title", title: t("compare.title"), subtitle: t("compare.intro") }}
        header="row"
        anchor="routes"
      >
        {routes.length === 0 ? (
          <p className="empty-state">{t("compare.empty")}</p>
        ) : (
          <RouteTable routes={routes} />
        )}
      </Section>

      <ClimbPlanning
        bestMonths={loaderData.bestMonths}
        months={loaderData.months}
        faqs={faqs}
        faqTitle={t("faq.title")}
      />

      <CallToAction
        id="kili-cta-title"
        title={t("cta.title")}
        text={t("cta.text")}
        links={[{ to: "/contact", label: t("cta.button") }]}
      />
    </>
  );
}
