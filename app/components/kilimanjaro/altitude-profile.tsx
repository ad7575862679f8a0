import { altitudeChart } from "#app/components/kilimanjaro/altitude-chart";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { useTranslation } from "#app/i18n/react";
import { NotRecorded } from "./not-recorded";
import { unitFormatters } from "./units";

export type ProfileDay = {
  dayNumber: number;
  title: string;
  accommodation: string | null;
  altitudeM: number | null;
  distanceKm: number | null;
  walkingHours: number | null;
};

/**
 * The day-by-day altitude profile: an SVG drawn on the server (a title and a
 * description for screen readers) and the same data as a table below it.
 */
export function AltitudeProfile({ routeTitle, days }: { routeTitle: string; days: ProfileDay[] }) {
  const { t } = useTranslation("kilimanjaro");
  const { locale } = usePreferences();
  const fmt = unitFormatters(locale);
  const chart = altitudeChart(days);

  let description = "";
  if (chart) {
    const first = chart.points[0]!;
    const last = chart.points[chart.points.length - 1]!;
    description = t("route.chartDescription", {
      start: fmt.metres(first.altitudeM),
      startDay: first.dayNumber,
      peak: fmt.metres(chart.peak.altitudeM),
      peakDay: chart.peak.dayNumber,
      end: fmt.metres(last.altitudeM),
      endDay: last.dayNumber,
    });
  }

  return (
    <div className="altitude">
      {chart ? (
        <figure className="altitude__figure">
          <ScrollRegion className="kilimanjaro-card altitude__scroll" labelledBy="altitude-caption">
            <svg
              className="altitude__chart"
              viewBox={`0 0 ${chart.width} ${chart.height}`}
              role="img"
              aria-labelledby="altitude-title altitude-desc"
            >
              <title id="altitude-title">{t("route.chartTitle", { route: routeTitle })}</title>
              <desc id="altitude-desc">{description}</desc>
              <defs>
                <linearGradient id="altitude-fill" x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" stopColor="var(--color-brand)" stopOpacity="0.55" />
                  <stop offset="100%" stopColor="var(--color-brand)" stopOpacity="0.04" />
                </linearGradient>
              </defs>
              <g className="altitude__grid">
                {chart.yTicks.map((tick) => (
                  <g key={tick.value}>
                    <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
                    <text x={chart.plot.left - 10} y={tick.y} dy="0.35em" textAnchor="end">
                      {fmt.metres(tick.value)}
                    </text>
                  </g>
                ))}
              </g>
              <path d={chart.areaPath} fill="url(#altitude-fill)" />
              <path d={chart.linePath} className="altitude__line" />
              <g>
                {chart.points.map((point) => {
                  const isPeak = point === chart.peak;
                  return (
                    <g
                      key={point.dayNumber}
                      className={isPeak ? "altitude__point is-peak" : "altitude__point"}
                    >
                      <circle cx={point.x} cy={point.y} r={isPeak ? 7 : 5} />
                      <text
                        x={point.x}
                        y={point.label === "below" ? point.y + 26 : point.y - 14}
                        textAnchor="middle"
                        className="altitude__value"
                      >
                        {fmt.number(point.altitudeM)}
                      </text>
                      <text
                        x={point.x}
                        y={chart.plot.bottom + 26}
                        textAnchor="middle"
                        className="altitude__day"
                      >
                        {t("route.dayShort", { day: point.dayNumber })}
                      </text>
                    </g>
                  );
                })}
              </g>
            </svg>
          </ScrollRegion>
          <figcaption id="altitude-caption" className="altitude__caption">
            {t("route.chartCaption")}
          </figcaption>
        </figure>
      ) : null}

      <ScrollRegion className="kilimanjaro-card" labelledBy="days-caption">
        <table className="data-table days-table">
          <caption id="days-caption">{t("route.daysCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("route.columns.day")}</th>
              <th scope="col">{t("route.columns.stage")}</th>
              <th scope="col">{t("route.columns.overnight")}</th>
              <th scope="col" className="num">
                {t("route.columns.altitude")}
              </th>
              <th scope="col" className="num">
                {t("route.columns.distance")}
              </th>
              <th scope="col" className="num">
                {t("route.columns.walking")}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.dayNumber}>
                <th scope="row">{t("route.dayShort", { day: day.dayNumber })}</th>
                <td>{day.title}</td>
                <td>{day.accommodation ?? t("route.noOvernight")}</td>
                <td className="num">
                  {day.altitudeM === null ? <NotRecorded /> : fmt.metres(day.altitudeM)}
                </td>
                <td className="num">
                  {day.distanceKm === null ? <NotRecorded /> : fmt.kilometres(day.distanceKm)}
                </td>
                <td className="num">
                  {day.walkingHours === null ? <NotRecorded /> : fmt.hours(day.walkingHours)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
