import type { TourPageFaq } from "#app/domain/catalogue/tour-page";
import { useTranslation } from "#app/i18n/react";
import { TourSection } from "./tour-section";

/** The tour's questions and answers, each opening in place; nothing when it has none. */
export function FaqsSection({ faqs }: { faqs: TourPageFaq[] }) {
  const { t } = useTranslation("tours");
  if (faqs.length === 0) return null;
  return (
    <TourSection id="faqs" title={t("detail.faqs")}>
      <div className="tour-faqs">
        {faqs.map((item) => (
          <details key={item.id} className="tour-faq" lang={item.lang}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </TourSection>
  );
}
