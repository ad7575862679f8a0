import "#app/styles/kilimanjaro.css";
import { Link } from "react-router";
import { BestTime } from "#app/components/kilimanjaro/best-time";
import { FaqList } from "#app/components/kilimanjaro/faq-list";
import { PackingList } from "#app/components/kilimanjaro/packing-list";
import { RouteTable } from "#app/components/kilimanjaro/route-table";
import { unitFormatters } from "#app/components/kilimanjaro/units";
import { PageHeader } from "#app/components/layout/page-header";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { pageMeta } from "#app/components/seo/page-meta";
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

/** Kibo's climate zones from the farms to the summit, with their altitude bands (metres). */
const ZONES = [
  { key: "cultivation", from: 800, to: 1800 },
  { key: "rainforest", from: 1800, to: 2800 },
  { key: "moorland", from: 2800, to: 4000 },
  { key: "alpine", from: 4000, to: 5000 },
  { key: "arctic", from: 5000, to: 5895 },
] as const;

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
            <strong>{fmt.number(ZONES.length)}</strong>
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
          <h2 id="mountain-title" className="section__title">
            {t("mountain.title")}
          </h2>
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

      <section className="section kili-zones" aria-labelledby="zones-title">
        <div className="container">
          <h2 id="zones-title" className="section__title">
            {t("zones.title")}
          </h2>
          <p className="section__subtitle">{t("zones.intro")}</p>
          <ol className="zones">
            {ZONES.map((zone) => (
              <li key={zone.key} className={`zones__band zones__band--${zone.key}`}>
                <span className="zones__range">
                  {fmt.metres(zone.from)} – {fmt.metres(zone.to)}
                </span>
                <h3 className="zones__name">{t(`zones.items.${zone.key}.name`)}</h3>
                <p className="zones__text">{t(`zones.items.${zone.key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section container" aria-labelledby="routes-title" id="routes">
        <div className="section__header">
          <div>
            <h2 id="routes-title" className="section__title">
              {t("compare.title")}
            </h2>
            <p className="section__subtitle">{t("compare.intro")}</p>
          </div>
        </div>
        {routes.length === 0 ? (
          <p className="empty-state">{t("compare.empty")}</p>
        ) : (
          <RouteTable routes={routes} />
        )}
      </section>

      <section className="section container" aria-labelledby="best-time-title">
        <h2 id="best-time-title" className="section__title">
          {t("bestTime.title")}
        </h2>
        <p className="section__subtitle">{t("bestTime.intro")}</p>
        <BestTime bestMonths={loaderData.bestMonths} months={loaderData.months} />
      </section>

      <section className="section container" aria-labelledby="packing-title">
        <h2 id="packing-title" className="section__title">
          {t("packing.title")}
        </h2>
        <p className="section__subtitle">{t("packing.intro")}</p>
        <PackingList />
      </section>

      {faqs.length > 0 ? (
        <section className="section container" aria-labelledby="faq-title">
          <h2 id="faq-title" className="section__title">
            {t("faq.title")}
          </h2>
          <FaqList items={faqs} />
        </section>
      ) : null}

      <section className="cta" aria-labelledby="kili-cta-title">
        <div className="container cta__inner">
          <h2 id="kili-cta-title" className="cta__title">
            {t("cta.title")}
          </h2>
          <p className="cta__text">{t("cta.text")}</p>
          <div className="cta__actions">
            <Link to="/contact" className="btn btn-accent btn-lg">
              {t("cta.button")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
