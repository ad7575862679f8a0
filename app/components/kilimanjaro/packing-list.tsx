import "#app/styles/packing.css";
import { useTranslation } from "#app/i18n/react";

/** The climb's packing list: item keys per group; the words live in the kilimanjaro namespace. */
const PACKING = {
  clothing: ["shell", "down", "fleece", "baseLayers", "trekkingClothes", "hats", "gloves", "socks"],
  gear: ["boots", "sleepingBag", "daypack", "poles", "headTorch", "water", "sunglasses"],
  health: ["documents", "medication", "sunscreen", "purification", "hygiene", "snacks"],
} as const;

/**
 * A packing list in groups, with its note. The climb's by default; the trip
 * wallet passes a safari's or the coast's (decision 100), whose words are
 * under the same keys (`packing.groups.<group>.items.<item>`, `packing.note`)
 * of its own namespace.
 */
export function PackingList({
  headingLevel = 3,
  groups = PACKING,
  namespace = "kilimanjaro",
}: {
  headingLevel?: 2 | 3 | 4;
  groups?: Readonly<Record<string, readonly string[]>>;
  namespace?: "kilimanjaro" | "trip";
}) {
  const { t } = useTranslation(namespace);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="packing">
      <div className="packing__groups">
        {Object.entries(groups).map(([group, items]) => (
          <section key={group} className="packing__group" aria-labelledby={`packing-${group}`}>
            <Heading id={`packing-${group}`} className="packing__title">
              {t(`packing.groups.${group}.title`)}
            </Heading>
            <ul className="packing__items">
              {items.map((item) => (
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
