import { AccountSection } from "#app/components/account/account-form";
import { useBookingFormat } from "#app/components/account/booking-format";
import type { SiteContact } from "#app/domain/root-data";
import { emergencyNumbers, staysOf, type TripWallet } from "#app/domain/trip/wallet";
import { useTranslation } from "#app/i18n/react";
import { PhoneLinks, StayContacts } from "./stay-contacts";

/** Who to call first when something goes wrong: Tanzania's 112, our 24-hour line, evacuation. */
function Emergency({ wallet }: { wallet: TripWallet }) {
  const { t } = useTranslation("trip");
  return (
    <AccountSection id="emergency" title={t("emergency.title")}>
      <ul className="trip-numbers" data-testid="trip-emergency">
        {emergencyNumbers(wallet.emergency).map((entry) => (
          <li key={entry.key}>
            <span className="trip-numbers__label">
              {entry.key === "evacuation" && entry.provider
                ? t("emergency.evacuationBy", { provider: entry.provider })
                : t(`emergency.${entry.key}`)}
            </span>
            <PhoneLinks number={entry.number} />
          </li>
        ))}
      </ul>
      <p className="account-section__text">{t("emergency.note")}</p>
    </AccountSection>
  );
}

/** The office in Arusha: phones, WhatsApp (with the reference in the message), email, address. */
function Office({ wallet, contact }: { wallet: TripWallet; contact: SiteContact }) {
  const { t } = useTranslation("trip");
  const message = t("contacts.whatsappMessage", { reference: wallet.booking.reference });
  return (
    <AccountSection id="office" title={t("contacts.officeTitle")}>
      <dl className="account-booking__facts" data-testid="trip-office">
        <div>
          <dt>{t("contacts.phone")}</dt>
          <dd>
            <PhoneLinks number={contact.phonePrimary} />
            <br />
            <PhoneLinks number={contact.phoneSecondary} />
          </dd>
        </div>
        <div>
          <dt>{t("contacts.whatsappLabel")}</dt>
          <dd>
            <PhoneLinks number={contact.whatsappNumber} whatsapp message={message} />
          </dd>
        </div>
        <div>
          <dt>{t("contacts.email")}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t("contacts.address")}</dt>
          <dd>{contact.address}</dd>
        </div>
      </dl>
      <p className="account-section__text">{t("contacts.hours")}</p>
    </AccountSection>
  );
}

function Guide({ wallet }: { wallet: TripWallet }) {
  const { t } = useTranslation("trip");
  const { guide } = wallet;
  const message = t("contacts.whatsappMessage", { reference: wallet.booking.reference });
  return (
    <AccountSection id="guide" title={t("contacts.guideTitle")}>
      {guide ? (
        <dl className="account-booking__facts" data-testid="trip-guide-contacts">
          {guide.name ? (
            <div>
              <dt>{t("contacts.name")}</dt>
              <dd>{guide.name}</dd>
            </div>
          ) : null}
          {guide.phone ? (
            <div>
              <dt>{t("contacts.phone")}</dt>
              <dd>
                <PhoneLinks number={guide.phone} whatsapp message={message} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="account-section__text">{t("summary.noGuide")}</p>
      )}
    </AccountSection>
  );
}

/** Each of the trip's stays once, with its nights and how to reach it. */
function Stays({ wallet }: { wallet: TripWallet }) {
  const { t } = useTranslation("trip");
  const format = useBookingFormat();
  const stays = staysOf(wallet.days);
  return (
    <AccountSection id="stays" title={t("contacts.staysTitle")}>
      {stays.length === 0 ? (
        <p className="account-section__text">{t("contacts.noStays")}</p>
      ) : (
        <ul className="trip-stays">
          {stays.map(({ stay, nights }) => (
            <li key={`${stay.id ?? stay.name}`}>
              <StayContacts stay={stay} picture={false} />
              <p className="trip-stay__nights">
                {t("contacts.nights", {
                  count: nights.length,
                  dates: nights
                    .map((night) =>
                      night.date ? format.date(night.date) : t("contacts.day", { day: night.dayNumber }),
                    )
                    .join(", "),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

/** The wallet's contacts page: emergency numbers first, then the office, the guide and the stays. */
export function TripContacts({ wallet, contact }: { wallet: TripWallet; contact: SiteContact }) {
  return (
    <>
      <Emergency wallet={wallet} />
      <Office wallet={wallet} contact={contact} />
      <Guide wallet={wallet} />
      <Stays wallet={wallet} />
    </>
  );
}
