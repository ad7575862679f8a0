import { ResponsiveImage } from "#app/components/media/responsive-image";
import type { WalletStay } from "#app/domain/trip/wallet";
import { telLink, whatsappLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";

/** A phone number to call, and the same number on WhatsApp when asked for. */
export function PhoneLinks({
  number,
  whatsapp,
  message = "",
}: {
  number: string;
  whatsapp?: boolean;
  message?: string;
}) {
  const { t } = useTranslation("trip");
  return (
    <>
      <a href={telLink(number)} className="trip-phone">
        {number}
      </a>
      {whatsapp ? (
        <>
          {" · "}
          <a href={whatsappLink(number, message)} rel="noopener" target="_blank">
            {t("contacts.whatsapp")}
          </a>
        </>
      ) : null}
    </>
  );
}

/** A night's stay: its name and place, how to reach it, its times, and its picture when it is one of ours. */
export function StayContacts({ stay, picture = true }: { stay: WalletStay; picture?: boolean }) {
  const { t } = useTranslation("trip");
  return (
    <div className="trip-stay" data-testid="trip-stay">
      {picture && stay.imageUrl ? (
        <ResponsiveImage
          src={stay.imageUrl}
          alt=""
          width={160}
          height={107}
          sizes="160px"
          single
          className="trip-stay__picture"
        />
      ) : null}
      <div className="trip-stay__text">
        <p className="trip-stay__name">{stay.name}</p>
        {stay.location ? <p className="trip-stay__place">{stay.location}</p> : null}
        <dl className="trip-stay__contacts">
          {stay.phone ? (
            <div>
              <dt>{t("contacts.phone")}</dt>
              <dd>
                <PhoneLinks number={stay.phone} />
              </dd>
            </div>
          ) : null}
          {stay.email ? (
            <div>
              <dt>{t("contacts.email")}</dt>
              <dd>
                <a href={`mailto:${stay.email}`}>{stay.email}</a>
              </dd>
            </div>
          ) : null}
          {stay.checkInTime && stay.checkOutTime ? (
            <div>
              <dt>{t("contacts.times")}</dt>
              <dd>{t("contacts.timesValue", { checkIn: stay.checkInTime, checkOut: stay.checkOutTime })}</dd>
            </div>
          ) : null}
        </dl>
        {!stay.phone && !stay.email ? (
          <p className="trip-stay__place">{t("contacts.throughOffice")}</p>
        ) : null}
      </div>
    </div>
  );
}
