import "#app/styles/forms.css";
import "#app/components/conversations/conversations.css";
import { Suspense } from "react";
import { EnquiryContactLinks } from "#app/components/conversations/contact-links";
import { lazyHydrated } from "#app/components/ui/lazy-hydrated";
import { useTranslation } from "#app/i18n/react";
import { TourSection } from "./tour-section";

// The form is at the foot of the page and works as a plain form before its
// code arrives: the server renders it, the browser hydrates it from a chunk of
// its own, so a tour page's first scripts stay within their budget (decision
// 045). Its styles are imported here, so the server's form is styled at once.
const TripRequestForm = lazyHydrated(() =>
  import("#app/components/conversations/enquiry-forms").then((module) => module.TripRequestForm),
);

/** The office's contacts and the trip request form, about this tour. */
export function EnquirySection({ tour }: { tour: { id: number; title: string } }) {
  const { t } = useTranslation("enquiries");
  return (
    <TourSection id="enquire" title={t("tourTitle")} className="enquiry-section">
      <EnquiryContactLinks />
      <Suspense fallback={null}>
        <TripRequestForm tour={{ id: tour.id, title: tour.title }} />
      </Suspense>
    </TourSection>
  );
}
