import "#app/styles/places.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { DestinationCard } from "#app/components/places/destination-card";
import { PlaceGrid } from "#app/components/places/place-grid";
import { pageMeta } from "#app/components/seo/page-meta";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listDestinationTree } from "#app/modules/catalogue/destinations.server";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.language, "destinations");
  const countries = await listDestinationTree();
  return {
    countries,
    messages: messagesFor(context.language, ["destinations"]),
    seo: { title: t("meta.title"), description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("destinations");
  const { countries } = loaderData;
  return (
    <>
      <PageHeader title={t("title")} crumbs={[{ label: t("title"), to: "/destinations" }]} lead={t("lead")}>
        {countries.length > 1 ? (
          <nav className="places-intro-nav" aria-labelledby="jump-label">
            <p id="jump-label" className="places-intro-nav__label">
              {t("jumpTo")}
            </p>
            <ul className="chip-list">
              {countries.map((country) => (
                <li key={country.id}>
                  <a href={`#${country.slug}`} className="chip">
                    {country.name}
                    {country.children.length > 0 ? (
                      <span className="chip__count">{country.children.length}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageHeader>

      <div className="container">
        {countries.length === 0 ? <p className="empty-state">{t("empty")}</p> : null}
        {countries.map((country, index) => (
          <section
            key={country.id}
            id={country.slug}
            className="country-block"
            aria-labelledby={`${country.slug}-title`}
            data-testid="country-block"
          >
            <div className="country-hero">
              <ResponsiveImage
                src={country.featuredImage ?? country.imageUrl}
                alt=""
                width={1600}
                height={700}
                sizes="(min-width: 1280px) 1232px, 100vw"
                priority={index === 0}
                className="country-hero__image"
              />
              <div className="country-hero__content">
                {country.children.length > 0 ? (
                  <p className="country-hero__eyebrow">{t("parks", { count: country.children.length })}</p>
                ) : null}
                <h2 id={`${country.slug}-title`} className="country-hero__title">
                  {country.name}
                </h2>
                {country.shortDescription ? (
                  <p className="country-hero__text">{country.shortDescription}</p>
                ) : null}
                <div className="country-hero__actions">
                  <Link to={country.path} className="btn btn-accent">
                    {t("explore", { name: country.name })}
                  </Link>
                </div>
              </div>
            </div>
            {country.children.length > 0 ? (
              <PlaceGrid
                items={country.children}
                card={(child) => <DestinationCard destination={child} kicker={country.name} />}
              />
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
