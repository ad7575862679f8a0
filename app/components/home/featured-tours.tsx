import { TourCard } from "#app/components/tour/tour-card";
import { Deferred, Skeleton } from "#app/components/ui/deferred";
import { SectionHeader } from "#app/components/ui/section";
import type { TourCardData } from "#app/domain/catalogue/tour";
import { useTranslation } from "#app/i18n/react";

/** Section 4: up to three featured tours. */
export function FeaturedTours({ tours }: { tours: Promise<TourCardData[]> }) {
  const { t } = useTranslation("home");
  return (
    <section className="section home-featured" aria-labelledby="featured-title">
      <div className="container">
        <SectionHeader
          id="featured-title"
          title={t("featured.title")}
          subtitle={t("featured.subtitle")}
          link={{ to: "/tours", label: t("featured.viewAll") }}
        />
        <Deferred
          resolve={tours}
          errorKey="unableToLoadFeaturedTours"
          skeleton={<Skeleton label={t("featured.loading")} count={3} variant="card" />}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="empty-state">{t("featured.empty")}</p>
            ) : (
              <ul className="card-grid">
                {list.map((tour) => (
                  <li key={tour.id}>
                    <TourCard tour={tour} />
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      </div>
    </section>
  );
}
