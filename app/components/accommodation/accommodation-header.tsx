import { InEnglishNote } from "#app/components/content/in-english-note";
import { PageHeader } from "#app/components/layout/page-header";
import { GuestRating, Stars } from "#app/components/places/accommodation-card";
import type { AccommodationView } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";

/** The top of an accommodation's page: its name, its type, and stars, score and place in a line. */
export function AccommodationHeader({ stay }: { stay: AccommodationView }) {
  const { t } = useTranslation("accommodations");
  return (
    <PageHeader
      title={stay.name}
      crumbs={[
        { label: t("title"), to: "/accommodations" },
        { label: stay.name, to: stay.path },
      ]}
      eyebrow={t(`types.${stay.type}`)}
      lead={stay.shortDescription}
      lang={stay.textLang}
    >
      <InEnglishNote show={stay.inEnglish} />
      <ul className="place-facts-inline">
        {stay.starRating ? (
          <li>
            <Stars count={stay.starRating} />
          </li>
        ) : null}
        <li>
          <GuestRating rating={stay.rating} reviews={stay.totalReviews} />
        </li>
        {stay.location ? <li>{stay.location}</li> : null}
      </ul>
    </PageHeader>
  );
}
