import { useTranslation } from "#app/i18n/react";

/** The menu of a tour's page: a link to each section (to the FAQs only when there are some). */
export function TourSectionNav({ faqs }: { faqs: boolean }) {
  const { t } = useTranslation("tours");
  const sections = ["overview", "itinerary", "prices", "dates", "reviews", ...(faqs ? ["faqs"] : [])];
  return (
    <nav className="tour-sections" aria-label={t("detail.nav.label")}>
      <ul className="container">
        {sections.map((id) => (
          <li key={id}>
            <a href={`#${id}`}>{t(`detail.nav.${id}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
