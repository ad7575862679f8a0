import { EnquiryContactLinks } from "#app/components/conversations/contact-links";
import { AccommodationInquiryForm } from "#app/components/conversations/enquiry-forms";
import { useTranslation } from "#app/i18n/react";

/** The enquiry about a stay, the target of the "enquire" buttons (#enquire). */
export function AccommodationEnquiry({ stay }: { stay: { id: number; name: string } }) {
  const { t } = useTranslation("enquiries");
  return (
    <section className="enquiry-section" id="enquire" aria-labelledby="enquire-title">
      <h2 id="enquire-title">{t("accommodationTitle")}</h2>
      <EnquiryContactLinks />
      <AccommodationInquiryForm accommodationId={stay.id} accommodationName={stay.name} />
    </section>
  );
}
