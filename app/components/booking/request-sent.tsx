import { Link } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
import type { WizardPage } from "#app/domain/booking/wizard-page";
import { formatLongDate } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";

/** A booking request sent: staff confirm the date within 24 hours, and then the traveller pays. */
export function RequestSent({ page }: { page: WizardPage }) {
  const { t } = useTranslation("booking");
  const { language } = usePreferences();
  return (
    <section className="booking-form" aria-labelledby="booking-request-title">
      <h2 id="booking-request-title" className="booking-form__title">
        {t("request.title")}
      </h2>
      <p>
        {t("request.text", {
          reference: page.booking.reference,
          date: page.startDate ? formatLongDate(page.startDate, language) : "",
        })}
      </p>
      <p>
        <Link to="/account#bookings" className="btn btn-ghost">
          {t("request.toAccount")}
        </Link>
      </p>
    </section>
  );
}
