import { monthCalendar } from "#app/domain/catalogue/best-months";
import { useTranslation } from "#app/i18n/react";

export type MonthName = { month: number; short: string; long: string };

const SEASONS = ["janMar", "junOct", "aprMay", "nov"] as const;
const DRY_SEASONS = new Set<string>(["janMar", "junOct"]);

/**
 * Best time to climb: a twelve-month strip (good months marked by a tick, not
 * only by colour) and the four seasons on the mountain.
 */
export function BestTime({ bestMonths, months }: { bestMonths: number[]; months: MonthName[] }) {
  const { t } = useTranslation("kilimanjaro");
  const cells = monthCalendar(bestMonths);
  return (
    <div className="best-time">
      <ol className="month-strip" aria-label={t("bestTime.calendarLabel")}>
        {cells.map((cell) => {
          const name = months[cell.month - 1];
          return (
            <li key={cell.month} className={cell.best ? "month-strip__month is-best" : "month-strip__month"}>
              <span className="month-strip__name" aria-hidden="true">
                {name?.short}
              </span>
              <span className="month-strip__mark" aria-hidden="true">
                {cell.best ? "✓" : ""}
              </span>
              <span className="sr-only">
                {t(cell.best ? "bestTime.monthGood" : "bestTime.monthOther", { month: name?.long })}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="month-strip__legend" aria-hidden="true">
        <span className="month-strip__key is-best">✓</span> {t("bestTime.legendGood")}
        <span className="month-strip__key" /> {t("bestTime.legendOther")}
      </p>
      <ul className="seasons">
        {SEASONS.map((season) => (
          <li key={season} className={DRY_SEASONS.has(season) ? "season is-dry" : "season"}>
            <h3 className="season__title">{t(`bestTime.seasons.${season}.title`)}</h3>
            <p>{t(`bestTime.seasons.${season}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
