import { useTranslation } from "#app/i18n/react";

/** The packing list: item keys per group; the words live in the kilimanjaro namespace. */
const PACKING = {
  clothing: ["shell", "down", "fleece", "baseLayers", "trekkingClothes", "hats", "gloves", "socks"],
  gear: ["boots", "sleepingBag", "daypack", "poles", "headTorch", "water", "sunglasses"],
  health: ["documents", "medication", "sunscreen", "purification", "hygiene", "snacks"],
} as const;

export function PackingList({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t } = useTranslation("kilimanjaro");
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="packing">
      <div className="packing__groups">
        {(Object.keys(PACKING) as Array<keyof typeof PACKING>).map((group) => (
          <section key={group} className="packing__group" aria-labelledby={`packing-${group}`}>
            <Heading id={`packing-${group}`} className="packing__title">
              {t(`packing.groups.${group}.title`)}
            </Heading>
            <ul className="packing__items">
              {PACKING[group].map((item) => (
                <li key={item}>{t(`packing.groups.${group}.items.${item}`)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="packing__note">{t("packing.note")}</p>
    </div>
  );
}
