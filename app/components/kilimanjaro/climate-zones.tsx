import { usePreferences } from "#app/components/preferences/preferences-context";
import { Section } from "#app/components/ui/section";
import { useTranslation } from "#app/i18n/react";
import { unitFormatters } from "./units";

/** Kibo's climate zones from the farms to the summit, with their altitude bands (metres). */
export const CLIMATE_ZONES = [
  { key: "cultivation", from: 800, to: 1800 },
  { key: "rainforest", from: 1800, to: 2800 },
  { key: "moorland", from: 2800, to: 4000 },
  { key: "alpine", from: 4000, to: 5000 },
  { key: "arctic", from: 5000, to: 5895 },
] as const;

/** The mountain page's band of climate zones, each with its altitude band and a line on what grows there. */
export function ClimateZones() {
  const { t } = useTranslation("kilimanjaro");
  const { locale } = usePreferences();
  const fmt = unitFormatters(locale);
  return (
    <Section
      heading={{ id: "zones-title", title: t("zones.title"), subtitle: t("zones.intro") }}
      width="inner"
      className="kili-zones"
    >
      <ol className="zones">
        {CLIMATE_ZONES.map((zone) => (
          <li key={zone.key} className={`zones__band zones__band--${zone.key}`}>
            <span className="zones__range">
              {fmt.metres(zone.from)} – {fmt.metres(zone.to)}
            </span>
            <h3 className="zones__name">{t(`zones.items.${zone.key}.name`)}</h3>
            <p className="zones__text">{t(`zones.items.${zone.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
