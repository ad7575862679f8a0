import { useMemo } from "react";
import { formatCharge } from "#app/domain/booking/charge";
import type { CurrencyCode } from "#app/domain/currency";
import { formatLongDate, type IsoDate } from "#app/domain/dates";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";

/**
 * How the booking pages write amounts and dates, in the page's language:
 * amounts in US dollars as charged (never converted), calendar dates as
 * they are, timestamps on the office's day.
 */
export function useBookingFormat() {
  const { t, i18n } = useTranslation("account");
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      money: (cents: number) => formatCharge(cents, language),
      /** A payment as charged: "€1.234,00 (1.340,00 $)" when not in US dollars, else its dollars. */
      payment: (p: { amountCents: number; charged: { minor: number; currency: CurrencyCode } | null }) =>
        p.charged
          ? `${formatCharge(p.charged.minor, language, p.charged.currency)} (${formatCharge(p.amountCents, language)})`
          : formatCharge(p.amountCents, language),
      date: (value: IsoDate | string) => formatLongDate(value, language),
      /** A timestamp (ISO) as the office's day. */
      day: (iso: string) => formatLongDate(new Date(iso), language),
      /** What is still to pay, and by when: "Nothing due", "$2,800.00 by 1 May 2027" or the amount. */
      due: (cents: number | null, date: IsoDate | null) => {
        if (cents === null) return t("bookings.nothingDue");
        const amount = formatCharge(cents, language);
        return date ? t("bookings.dueBy", { amount, date: formatLongDate(date, language) }) : amount;
      },
      range: (start: IsoDate | null, end: IsoDate | null) => {
        if (!start) return null;
        if (!end || end === start) return formatLongDate(start, language);
        return `${formatLongDate(start, language)} – ${formatLongDate(end, language)}`;
      },
    }),
    [language, t],
  );
}
