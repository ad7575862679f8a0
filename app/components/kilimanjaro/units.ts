/**
 * Altitudes, distances, hours and percentages in the page language through
 * Intl ("5,895 m", "5.895 m", "5 895 m", "5,895米"), so no unit needs a translation.
 */
export function unitFormatters(locale: string) {
  const unit = (name: string, maximumFractionDigits = 0) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short", maximumFractionDigits });
  const metres = unit("meter");
  const kilometres = unit("kilometer", 1);
  const hours = unit("hour", 1);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    metres: (n: number) => metres.format(n),
    kilometres: (n: number) => kilometres.format(n),
    hours: (n: number) => hours.format(n),
    /** A whole percentage (89 is 89%). */
    percent: (n: number) => percent.format(n / 100),
    number: (n: number) => number.format(n),
  };
}
