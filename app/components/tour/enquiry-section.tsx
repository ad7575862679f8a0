import { EnquiryContactLinks } from "#app/components/conversations/contact-links";
import { TripRequestForm } from "#app/components/conversations/enquiry-forms";
import { useTranslation } from "#app/i18n/react";
import { TourSection } from "./tour-section";

/** The office's contacts and the trip request form, about this tour. */
export function EnquirySection({ tour }: { tour: { id: number; title: string } }) {
  const { t } = useTranslation("enquiries");
  return (
    <TourSection id="enquire" title={t("tourTitle")} className="enquiry-section">
      <EnquiryContactLinks />
      <TripRequestForm tour={{ id: tour.id, title: tour.title }} />
    </TourSection>
  );
}
