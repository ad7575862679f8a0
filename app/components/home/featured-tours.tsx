import { TourCard } from "#app/components/tour/tour-card";
import { Deferred, Skeleton } from "#app/components/ui/deferred";
import { Section } from "#app/components/ui/section";
import type { TourCardData } from "#app/domain/catalogue/tour";
import { useTranslation } from "#app/i18n/react";

/** Section 4: up to three featured tours. */
export function FeaturedTours({ tours }: { tours: Promise<TourCardData[]> }) {
  const { t } = useTranslation("home");
  return (
    <Section
      heading={{ id: "featured-title", title: t("featured.title"), subtitle: t("featured.subtitle") }}
      header="row"
      link={{ to: "/tours", label: t("featured.viewAll") }}
      width="inner"
      className="home-featured"
    >
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
    </Section>
  );
}
