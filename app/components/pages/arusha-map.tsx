import { useId } from "react";
import { useTranslation } from "#app/i18n/react";

const PIN = "M0 0C-5-10-16-18-16-31a16 16 0 1 1 32 0C16-18 5-10 0 0Z";

/** Where the office marker sits on the drawing (Njiro Road, south-east of the centre). */
export const OFFICE_POINT = { x: 404, y: 268 } as const;

/**
 * A hand-drawn plan of Arusha with our office marked: inline SVG, so it needs
 * no network, no map tiles and no script. Not to scale; the main roads,
 * rivers and landmarks a taxi driver would use.
 */
export function ArushaMap({ officeLabel }: { officeLabel: string }) {
  const { t } = useTranslation("pages");
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const titleId = `arusha-map-title-${id}`;
  const descId = `arusha-map-desc-${id}`;
  const clipId = `arusha-map-clip-${id}`;
  const { x, y } = OFFICE_POINT;
  return (
    <svg
      className="arusha-map"
      viewBox="0 0 600 380"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-testid="arusha-map"
    >
      <title id={titleId}>{t("map.title")}</title>
      <desc id={descId}>{t("map.description", { office: officeLabel })}</desc>
      <defs>
        <clipPath id={clipId}>
          <rect width="600" height="380" rx="20" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect className="arusha-map__land" width="600" height="380" />
        {/* The lower slopes of Mount Meru, to the north of town. */}
        <g className="arusha-map__contours">
          <ellipse cx="210" cy="-70" rx="260" ry="150" />
          <ellipse cx="210" cy="-70" rx="205" ry="118" />
          <ellipse cx="210" cy="-70" rx="150" ry="86" />
        </g>
        <path className="arusha-map__park" d="M470 0h130v118c-40 8-92-6-118-38-14-18-18-50-12-80z" />
        <path
          className="arusha-map__town"
          d="M196 128c28-34 118-40 150-6 26 28 14 78-28 92-44 15-104 8-124-26-10-18-12-42 2-60z"
        />
        {/* Rivers */}
        <path className="arusha-map__river" d="M338 0c-6 40 18 70 8 110s-34 70-20 120 40 90 30 150" />
        <path className="arusha-map__river" d="M232 0c10 46-12 84-2 128s30 80 14 132-30 80-20 120" />
        {/* Roads: casing first, then the road itself */}
        <g className="arusha-map__road-casing">
          <path d="M0 118c80 14 160 30 230 40s140 4 200-8 120-20 170-22" />
          <path d="M284 166c40 14 120 36 190 50s100 16 126 18" />
          <path d="M292 172c34 30 70 58 104 86s56 70 72 122" />
          <path d="M250 164c-30 50-70 100-100 140s-40 56-52 76" />
        </g>
        <g className="arusha-map__road">
          <path d="M0 118c80 14 160 30 230 40s140 4 200-8 120-20 170-22" />
          <path d="M284 166c40 14 120 36 190 50s100 16 126 18" />
          <path d="M292 172c34 30 70 58 104 86s56 70 72 122" />
          <path d="M250 164c-30 50-70 100-100 140s-40 56-52 76" />
        </g>
        <g className="arusha-map__labels">
          <text x="210" y="30" textAnchor="middle" className="arusha-map__label arusha-map__label--muted">
            {t("map.meru")}
          </text>
          <text
            x="590"
            y="28"
            textAnchor="end"
            className="arusha-map__label arusha-map__label--small arusha-map__minor"
          >
            {t("map.park")}
          </text>
          <text x="14" y="104" className="arusha-map__label arusha-map__label--small">
            {`← ${t("map.toNairobi")}`}
          </text>
          <text x="586" y="122" textAnchor="end" className="arusha-map__label arusha-map__label--small">
            {`${t("map.toMoshi")} →`}
          </text>
          <text
            x="586"
            y="256"
            textAnchor="end"
            className="arusha-map__label arusha-map__label--small arusha-map__minor"
          >
            {t("map.oldMoshiRoad")}
          </text>
          <text x="40" y="366" className="arusha-map__label arusha-map__label--small">
            {`↙ ${t("map.toDodoma")}`}
          </text>
          <text x="258" y="142" textAnchor="middle" className="arusha-map__label">
            {t("map.centre")}
          </text>
          <text x="428" y="338" className="arusha-map__label arusha-map__label--small">
            {t("map.njiroRoad")}
          </text>
          <text x="348" y="86" className="arusha-map__label arusha-map__label--water">
            {t("map.themi")}
          </text>
        </g>
        <g className="arusha-map__landmark" transform="translate(286 166)">
          <circle r="7" />
          <text x="12" y="-8" className="arusha-map__label arusha-map__label--small">
            {t("map.clockTower")}
          </text>
        </g>
        <g className="arusha-map__compass" transform="translate(556 340)">
          <circle r="18" />
          <path d="M0-13l6 15h-12z" />
          <text y="14" textAnchor="middle">
            N
          </text>
        </g>
        <g className="arusha-map__marker" transform={`translate(${x} ${y})`} data-testid="office-marker">
          <circle className="arusha-map__pulse" r="14" />
          <path className="arusha-map__pin" d={PIN} />
          <circle className="arusha-map__pin-dot" cy="-31" r="6" />
          <rect className="arusha-map__callout" x="-196" y="-44" width="170" height="34" rx="17" />
          <text x="-111" y="-22" textAnchor="middle" className="arusha-map__callout-text">
            {officeLabel}
          </text>
        </g>
      </g>
    </svg>
  );
}
