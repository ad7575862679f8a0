import { TourCard } from "#app/components/tour/tour-card";
import type { CardDesign } from "#app/domain/catalogue/card-design";
import type { TourCardData } from "#app/domain/catalogue/tour";

/**
 * The card design editor's preview: the public tour card itself
 * (components/tour/tour-card), with a real tour and the design as typed.
 * `inert`: a picture of the card, not a second set of links and buttons in
 * the editor (the heading says what it shows).
 */
export function CardDesignPreview({
  tour,
  design,
  title,
  note,
}: {
  tour: TourCardData;
  design: CardDesign;
  title: string;
  note: string;
}) {
  return (
    <section className="card-design-preview" aria-labelledby="card-design-preview-title">
      <h2 id="card-design-preview-title" className="card-design-preview__title">
        {title}
      </h2>
      <p className="admin-content__note">{note}</p>
      <div className="card-design-preview__stage" data-testid="card-design-preview" inert>
        <TourCard tour={tour} design={design} />
      </div>
    </section>
  );
}
