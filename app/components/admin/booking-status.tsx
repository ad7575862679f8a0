import { useTranslation } from "#app/i18n/react";

const TONES: Record<string, string> = {
  confirmed: " admin-badge--ok",
  paid: " admin-badge--ok",
  completed: " admin-badge--ok",
  requested: " admin-badge--warn",
  pending_payment: " admin-badge--warn",
  cancelled: " admin-badge--alert",
  expired: " admin-badge--alert",
};

/** A booking's status as a badge, in the staff member's language (the admin-bookings namespace). */
export function BookingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin-bookings");
  return <span className={`admin-badge${TONES[status] ?? ""}`}>{t(`status.${status}`)}</span>;
}
