import { useId } from "react";
import {
  BURUNDI,
  ISLANDS,
  isOnMap,
  KENYA,
  LABELS,
  LAKES,
  LAND,
  LANDMARKS,
  type LatLng,
  MAP_HEIGHT,
  MAP_WIDTH,
  project,
  RWANDA,
  ringPath,
  TANZANIA,
  UGANDA,
} from "#app/domain/catalogue/region-map";
import { useTranslation } from "#app/i18n/react";

export type MapMarker = { point: LatLng; label: string };

// Computed once per process: the outlines never change.
const PATHS = {
  land: ringPath(LAND),
  neighbours: [KENYA, UGANDA, RWANDA, BURUNDI].map(ringPath),
  tanzania: ringPath(TANZANIA),
  lakes: Object.values(LAKES).map(ringPath),
  islands: Object.values(ISLANDS).map(ringPath),
};

const PIN = "M0 0C-4-8-13-15-13-25a13 13 0 1 1 26 0C13-15 4-8 0 0Z";

/**
 * A static map of Tanzania and its neighbours with markers, drawn inline as
 * SVG: it needs no network, no tiles and no script. Uses the
 * `accommodations` namespace for its labels.
 */
export function RegionMap({
  markers,
  title,
  description,
}: {
  markers: MapMarker[];
  title: string;
  description?: string;
}) {
  const { t } = useTranslation("accommodations");
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const titleId = `map-title-${id}`;
  const descId = `map-desc-${id}`;
  const clipId = `map-clip-${id}`;
  const kili = project(LANDMARKS.kilimanjaro);
  const arusha = project(LANDMARKS.arusha);
  const label = (key: keyof typeof LABELS) => project(LABELS[key]);
  const visible = markers.filter((m) => isOnMap(m.point));
  return (
    <svg
      className="region-map"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-labelledby={description ? `${titleId} ${descId}` : titleId}
      data-testid="region-map"
    >
      <title id={titleId}>{title}</title>
      {description ? <desc id={descId}>{description}</desc> : null}
      <defs>
        <clipPath id={clipId}>
          <rect width={MAP_WIDTH} height={MAP_HEIGHT} rx="18" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect className="region-map__ocean" width={MAP_WIDTH} height={MAP_HEIGHT} />
        <path className="region-map__land" d={PATHS.land} />
        {PATHS.neighbours.map((d) => (
          <path key={d.slice(0, 24)} className="region-map__neighbour" d={d} />
        ))}
        <path className="region-map__home" d={PATHS.tanzania} />
        {PATHS.islands.map((d) => (
          <path key={d.slice(0, 24)} className="region-map__home region-map__island" d={d} />
        ))}
        {PATHS.lakes.map((d) => (
          <path key={d.slice(0, 24)} className="region-map__water" d={d} />
        ))}
        <g className="region-map__labels" textAnchor="middle">
          <text x={label("tanzania").x} y={label("tanzania").y} className="region-map__country-label">
            {t("map.tanzania")}
          </text>
          <text x={label("kenya").x} y={label("kenya").y} className="region-map__country-label">
            {t("map.kenya")}
          </text>
          <text x={label("uganda").x} y={label("uganda").y} className="region-map__country-label">
            {t("map.uganda")}
          </text>
          <text x={label("rwanda").x} y={label("rwanda").y} className="region-map__small-label">
            {t("map.rwanda")}
          </text>
          <text x={label("lakeVictoria").x} y={label("lakeVictoria").y} className="region-map__water-label">
            {t("map.lakeVictoria")}
          </text>
          <text
            x={label("indianOcean").x}
            y={label("indianOcean").y}
            transform={`rotate(-90 ${label("indianOcean").x} ${label("indianOcean").y})`}
            className="region-map__water-label"
          >
            {t("map.indianOcean")}
          </text>
          <text x={label("zanzibar").x} y={label("zanzibar").y} className="region-map__small-label">
            {t("map.zanzibar")}
          </text>
          <path
            className="region-map__peak"
            d={`M${kili.x - 9} ${kili.y + 7}L${kili.x} ${kili.y - 9}L${kili.x + 9} ${kili.y + 7}Z`}
          />
          <text x={kili.x + 12} y={kili.y - 6} className="region-map__small-label" textAnchor="start">
            {t("map.kilimanjaro")}
          </text>
          <circle className="region-map__town" cx={arusha.x} cy={arusha.y} r="4" />
          <text x={arusha.x - 8} y={arusha.y + 18} className="region-map__small-label" textAnchor="end">
            {t("map.arusha")}
          </text>
        </g>
        {visible.map((marker) => {
          const { x, y } = project(marker.point);
          return (
            <g
              key={`${marker.label}-${x}-${y}`}
              className="region-map__marker"
              transform={`translate(${x} ${y})`}
              data-testid="map-marker"
            >
              <title>{marker.label}</title>
              <circle className="region-map__pulse" r="10" />
              <path className="region-map__pin" d={PIN} />
              <circle className="region-map__pin-dot" cy="-25" r="5" />
            </g>
          );
        })}
      </g>
    </svg>
  );
}
