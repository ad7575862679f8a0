import { waitParts } from "#app/domain/admin/enquiries-fields";
import { useTranslation } from "#app/i18n/react";

/**
 * How long a traveller waited for the first answer (the spec's 24-hour
 * promise): counting while unanswered, fixed once answered; marked when over 24 hours.
 */
export function EnquiryWait({
  waitedMs,
  late,
  answered,
}: {
  /** Null: marked answered without a reply written here, so no end to measure. */
  waitedMs: number | null;
  late: boolean;
  answered: boolean;
}) {
  const { t } = useTranslation("admin-enquiries");
  if (waitedMs === null) return <>—</>;
  const { days, hours, minutes } = waitParts(waitedMs);
  const text =
    days > 0
      ? t("wait.days", { days, hours })
      : hours > 0
        ? t("wait.hours", { hours, minutes })
        : t("wait.minutes", { minutes });
  const label = answered ? t("wait.answeredAfter", { time: text }) : t("wait.waiting", { time: text });
  if (!late) return <span>{label}</span>;
  return (
    <span className={`admin-badge ${answered ? "admin-badge--warn" : "admin-badge--alert"}`}>
      {label}
      <span className="sr-only"> ({t("wait.late")})</span>
    </span>
  );
}
