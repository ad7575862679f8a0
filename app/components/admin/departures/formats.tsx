import { useMemo } from "react";
import type { AvailabilityLabel, DepartureStatus } from "#app/domain/catalogue/availability";
import { useTranslation } from "#app/i18n/react";
import { usePreferences } from "../../preferences/preferences-context";

/**
 * How the departures section writes dates, prices and states. Staff see US
 * dollars, the currency the books are kept in (the site's currency picker is
 * for travellers), and calendar dates read in UTC (they are dates, not instants).
 */
export function useDepartureFormats() {
  const { locale } = usePreferences();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
    return {
      date: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
      /** US cents as dollars. */
      money: (cents: number) => usd.format(cents / 100),
      /** Cents as the dollars a form field shows ("2450", "2450.5"). */
      dollarsField: (cents: number | null) => (cents === null ? "" : String(cents / 100)),
    };
  }, [locale]);
}

const STATUS_TONE: Record<DepartureStatus, string> = {
  scheduled: "admin-badge--ok",
  on_request: "",
  closed: "admin-badge--warn",
  cancelled: "admin-badge--alert",
};

export function StatusBadge({ status }: { status: DepartureStatus }) {
  const { t } = useTranslation("admin-departures");
  return <span className={`admin-badge ${STATUS_TONE[status]}`}>{t(`status.${status}`)}</span>;
}

const LABEL_TONE: Record<AvailabilityLabel, string> = {
  available: "admin-badge--ok",
  limited: "admin-badge--warn",
  fully_booked: "admin-badge--alert",
  closed: "",
  on_request: "",
};

/** The label the public site shows for the departure, as the site computes it. */
export function LabelBadge({ label }: { label: AvailabilityLabel }) {
  const { t } = useTranslation("admin-departures");
  return <span className={`admin-badge ${LABEL_TONE[label]}`}>{t(`label.${label}`)}</span>;
}
