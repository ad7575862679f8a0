import { Link } from "react-router";
import { NewsletterDialog } from "#app/components/conversations/newsletter-dialog";
import { useRootData } from "#app/components/layout/root-data";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import type { AvailabilityLabel } from "#app/domain/catalogue/availability";
import type { TourPageTour } from "#app/domain/catalogue/tour-page";
import { whatsappLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";
import { AvailabilityBadge } from "./availability-badge";

/**
 * The booking box beside a tour's sections: the price from, the overall
 * availability, the ways to book or ask (WhatsApp when the office has a
 * number), the office's promises and the newsletter.
 */
export function BookingCard({
  tour,
  fromPrice,
  availability,
}: {
  tour: Pick<TourPageTour, "title" | "bookingHref" | "enquiryHref">;
  /** US cents per person. */
  fromPrice: number;
  availability: AvailabilityLabel;
}) {
  const { t } = useTranslation(["tours", "common"]);
  const formatPrice = useFormatPrice();
  const root = useRootData();
  const whatsapp = root
    ? whatsappLink(root.contact.whatsappNumber, t("detail.whatsappMessage", { title: tour.title }))
    : null;
  return (
    <aside className="tour-layout__aside" aria-labelledby="booking-title">
      <div className="booking-card" data-testid="booking-card">
        <h2 id="booking-title" className="sr-only">
          {t("detail.bookingTitle")}
        </h2>
        <p className="booking-card__price">
          <span className="booking-card__from">{t("common:from")}</span>{" "}
          <strong data-testid="tour-from-price">{formatPrice(fromPrice)}</strong>{" "}
          <span className="booking-card__per">{t("common:perPerson")}</span>
        </p>
        <p className="booking-card__availability">
          <AvailabilityBadge label={availability} />
        </p>
        <div className="booking-card__actions">
          <Link to={tour.bookingHref} className="btn btn-accent btn-lg" data-testid="book-now">
            {t("detail.bookNow")}
          </Link>
          <Link to={tour.enquiryHref} className="btn btn-ghost">
            {t("detail.enquire")}
          </Link>
          {whatsapp ? (
            <a
              href={whatsapp}
              className="btn booking-card__whatsapp"
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg aria-hidden="true" viewBox="0 0 32 32" width="20" height="20" fill="currentColor">
                <path d="M16 3a13 13 0 00-11.2 19.6L3 29l6.6-1.7A13 13 0 1016 3zm0 23.7a10.7 10.7 0 01-5.5-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.7 10.7 0 1116 26.7z" />
              </svg>
              {t("detail.whatsapp")}
            </a>
          ) : null}
        </div>
        <ul className="booking-card__notes">
          <li>{t("detail.promiseReply")}</li>
          <li>{t("detail.promiseTailor")}</li>
          <li>{t("detail.promiseLicensed")}</li>
        </ul>
        <div className="booking-card__newsletter">
          <NewsletterDialog />
        </div>
      </div>
    </aside>
  );
}
