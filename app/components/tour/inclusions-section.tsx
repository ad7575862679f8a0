import type { TourPageTour } from "#app/domain/catalogue/tour-page";
import { useTranslation } from "#app/i18n/react";
import { ItemList } from "./item-list";

function Column({
  title,
  items,
  className,
  lang,
}: {
  title: string;
  items: string[];
  className: string;
  lang: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="tour-inclusions__column">
      <h3 className="tour-section__subtitle">{title}</h3>
      <ItemList items={items} className={className} lang={lang} />
    </div>
  );
}

/** What the price includes and what it does not, side by side; nothing when the tour lists neither. */
export function InclusionsSection({
  tour,
}: {
  tour: Pick<TourPageTour, "included" | "excluded" | "textLang">;
}) {
  const { t } = useTranslation("tours");
  if (tour.included.length === 0 && tour.excluded.length === 0) return null;
  return (
    <section className="tour-section tour-inclusions" aria-labelledby="included-title">
      <h2 id="included-title" className="sr-only">
        {t("detail.inclusions")}
      </h2>
      <Column
        title={t("detail.included")}
        items={tour.included}
        className="check-list check-list--yes"
        lang={tour.textLang}
      />
      <Column
        title={t("detail.excluded")}
        items={tour.excluded}
        className="check-list check-list--no"
        lang={tour.textLang}
      />
    </section>
  );
}
