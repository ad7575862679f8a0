import { monthCalendar, monthKey, monthRanges } from "#app/domain/catalogue/best-months";
import { useTranslation } from "#app/i18n/react";

/** "Jan – Feb, Jun – Oct", "All year round", or "" when no month is given. */
export function useMonthSummary() {
  const { t } = useTranslation("destinations");
  const short = (m: number) => t(`months.${monthKey(m)}`);
  return (bestMonths: number[]) => {
    const ranges = monthRanges(bestMonths);
    if (ranges.length === 1 && ranges[0]?.from === 1 && ranges[0]?.to === 12) return t("allYear");
    return ranges
      .map((r) => (r.from === r.to ? short(r.from) : `${short(r.from)} – ${short(r.to)}`))
      .join(", ");
  };
}

/**
 * Best time to visit, month by month: twelve cells, the best months filled
 * and ticked (not colour alone), a one-line summary and the destination's note.
 * Uses the `destinations` namespace.
 */
export function MonthView({
  bestMonths,
  note,
  noteLang,
}: {
  bestMonths: number[];
  note?: string | null;
  noteLang?: string;
}) {
  const { t } = useTranslation("destinations");
  const calendar = monthCalendar(bestMonths);
  const ranges = monthRanges(bestMonths);
  const summary = useMonthSummary()(bestMonths);
  return (
    <div className="month-view" data-testid="month-view">
      {ranges.length > 0 ? (
        <>
          <ol className="month-view__grid">
            {calendar.map((cell) => {
              const long = t(`monthsLong.${cell.key}`);
              return (
                <li
                  key={cell.key}
                  className={cell.best ? "month-view__cell month-view__cell--best" : "month-view__cell"}
                  data-best={cell.best ? "true" : "false"}
                >
                  <span aria-hidden="true">{t(`months.${cell.key}`)}</span>
                  <span className="sr-only">
                    {t(cell.best ? "bestMonthLabel" : "otherMonthLabel", { month: long })}
                  </span>
                  {cell.best ? (
                    <svg className="month-view__icon" viewBox="0 0 20 20" aria-hidden="true">
                      <path
                        d="M5 10.5l3.2 3L15 6.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.4"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  ) : (
                    <span className="month-view__bar" aria-hidden="true" />
                  )}
                </li>
              );
            })}
          </ol>
          <p className="month-view__summary">{t("bestMonthsSummary", { months: summary })}</p>
          <ul className="month-view__legend" aria-hidden="true">
            <li className="month-view__legend-item">
              <span className="month-view__swatch month-view__swatch--best" />
              {t("legendBest")}
            </li>
            <li className="month-view__legend-item">
              <span className="month-view__swatch" />
              {t("legendOther")}
            </li>
          </ul>
        </>
      ) : (
        <p className="month-view__summary">{t("noBestMonths")}</p>
      )}
      {note ? (
        <p className="month-view__note" lang={noteLang}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
