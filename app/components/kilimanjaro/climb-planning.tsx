import { Section } from "#app/components/ui/section";
import { useTranslation } from "#app/i18n/react";
import { BestTime, type MonthName } from "./best-time";
import { type FaqItem, FaqList } from "./faq-list";
import { PackingList } from "./packing-list";

/**
 * What the mountain's page and each route's page tell a climber before
 * booking, in this order: when to go, what to pack, and the common questions
 * (left out when there are none).
 */
export function ClimbPlanning({
  bestMonths,
  months,
  faqs,
  faqTitle,
}: {
  bestMonths: number[];
  months: MonthName[];
  faqs: FaqItem[];
  faqTitle: string;
}) {
  const { t } = useTranslation("kilimanjaro");
  return (
    <>
      <Section heading={{ id: "best-time-title", title: t("bestTime.title"), subtitle: t("bestTime.intro") }}>
        <BestTime bestMonths={bestMonths} months={months} />
      </Section>

      <Section heading={{ id: "packing-title", title: t("packing.title"), subtitle: t("packing.intro") }}>
        <PackingList />
      </Section>

      {faqs.length > 0 ? (
        <Section heading={{ id: "faq-title", title: faqTitle }}>
          <FaqList items={faqs} />
        </Section>
      ) : null}
    </>
  );
}
