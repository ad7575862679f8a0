import { Link } from "react-router";
import { FormStatus } from "#app/components/ui/form";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import type {
  AccountBookingDetail,
  AccountTraveller,
  BookingActionData,
} from "#app/domain/booking/account-view";
import { PASSPORT_MONTHS_AFTER_RETURN } from "#app/domain/booking/party";
import type { WizardPage } from "#app/domain/booking/wizard-page";
import { addMonths } from "#app/domain/dates";
import { hasTripWallet, walletUrl } from "#app/domain/trip/wallet";
import { useTranslation } from "#app/i18n/react";
import { AccountFields, AccountSection } from "./account-form";
import { useBookingFormat } from "./booking-format";
import { CancellationForm, PassportForm, PayBalanceForm } from "./booking-forms";
import { BookingAmounts, BookingStatusBadge } from "./bookings-list";
import { PriceLinesTable } from "./price-lines";

type Props = { booking: AccountBookingDetail; actionData: BookingActionData | undefined };

/** A traveller's name as given, or "Traveller 2" while it is missing. */
export function useTravellerName() {
  const { t } = useTranslation("account");
  return (traveller: Pick<AccountTraveller, "firstName" | "lastName" | "position">) =>
    [traveller.firstName, traveller.lastName].filter(Boolean).join(" ") ||
    t("bookings.travellers.unnamed", { position: traveller.position });
}

/** Who travels, as counted: "2 adults, 1 child". */
export function usePartyText() {
  const { t } = useTranslation("account");
  return (party: AccountBookingDetail["party"]) =>
    [
      t("bookings.party.adults", { count: party.adults }),
      party.children > 0 ? t("bookings.party.children", { count: party.children }) : null,
      party.infants > 0 ? t("bookings.party.infants", { count: party.infants }) : null,
    ]
      .filter(Boolean)
      .join(", ");
}

/** The rooms as booked: "1 double room, 1 single room"; empty when none were asked for. */
export function useRoomsText() {
  const { t } = useTranslation("account");
  return (rooms: AccountBookingDetail["rooms"]) =>
    Object.entries(rooms)
      .filter(([, count]) => (count ?? 0) > 0)
      .map(([type, count]) => t(`bookings.rooms.${type}`, { count }))
      .join(", ");
}

/** Status, reference, tour, dates, party, the amounts, and what to do next (continue, pay the balance). */
export function BookingSummary({
  booking,
  actionData,
  payKey,
  paymentMethods,
}: Props & { payKey: string; paymentMethods: WizardPage["paymentMethods"] }) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  const party = usePartyText()(booking.party);
  const rooms = useRoomsText()(booking.rooms);
  return (
    <AccountSection id="summary" title={t("bookings.detail.summary")}>
      <div className="account-booking__head">
        <BookingStatusBadge status={booking.status} />
        {booking.privateDate ? (
          <span className="account-badge account-badge--muted">{t("bookings.privateDate")}</span>
        ) : null}
      </div>
      <p className="account-section__text">{t(`bookings.statusText.${booking.status}`)}</p>
      <dl className="account-booking__facts">
        <div>
          <dt>{t("bookings.reference")}</dt>
          <dd className="account-code" data-testid="booking-reference">
            {booking.reference}
          </dd>
        </div>
        <div>
          <dt>{t("bookings.tour")}</dt>
          <dd>
            {booking.tourSlug ? (
              <Link to={`/tours/${booking.tourSlug}`}>{booking.tourTitle}</Link>
            ) : (
              booking.tourTitle
            )}
          </dd>
        </div>
        <div>
          <dt>{t("bookings.dates")}</dt>
          <dd>{format.range(booking.startDate, booking.endDate) ?? t("bookings.noDate")}</dd>
        </div>
        <div>
          <dt>{t("bookings.party.label")}</dt>
          <dd>{party}</dd>
        </div>
        {rooms ? (
          <div>
            <dt>{t("bookings.rooms.label")}</dt>
            <dd>{rooms}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("bookings.bookedOn")}</dt>
          <dd>{format.day(booking.createdAt)}</dd>
        </div>
        <BookingAmounts booking={booking} />
      </dl>
      {booking.cancellation.requestedAt ? (
        <p className="account-booking__note">
          {t("bookings.cancel.requestedOn", { date: format.day(booking.cancellation.requestedAt) })}
        </p>
      ) : null}
      {booking.continueUrl ? (
        <p className="account-booking__actions">
          <Link to={booking.continueUrl} className="btn btn-primary">
            {t("bookings.continue")}
          </Link>
        </p>
      ) : null}
      {booking.payBalance.offered ? (
        <div className="account-booking__pay" id="pay">
          <h3 className="account-section__subtitle">{t("bookings.balance.title")}</h3>
          <p className="account-section__text">
            {booking.balanceDueDate
              ? t("bookings.balance.textBy", {
                  amount: format.money(booking.payBalance.amountCents),
                  date: format.date(booking.balanceDueDate),
                })
              : t("bookings.balance.text", { amount: format.money(booking.payBalance.amountCents) })}
          </p>
          {booking.payBalance.pending ? (
            <p className="account-section__text">{t("bookings.balance.pending")}</p>
          ) : null}
          <PayBalanceForm
            amountCents={booking.payBalance.amountCents}
            idempotencyKey={payKey}
            actionData={actionData}
            methods={paymentMethods}
          />
        </div>
      ) : (
        <AccountFields intent="pay-balance">
          {actionData?.intent === "pay-balance" && actionData.formError ? (
            <FormStatus tone="error">{actionData.formError}</FormStatus>
          ) : null}
        </AccountFields>
      )}
      {booking.paidCents > 0 ? (
        <p className="account-booking__actions">
          <Link to={`/account/bookings/${booking.id}/receipt`} className="btn btn-ghost">
            {t("bookings.receipt.link")}
          </Link>{" "}
          {/* A file, not a page: a plain link, so the router does not try to render it. */}
          <a href={`/account/bookings/${booking.id}/invoice.pdf`} className="btn btn-ghost" download>
            {t("bookings.invoiceLink")}
          </a>
        </p>
      ) : null}
      {hasTripWallet(booking.status) ? (
        <div className="account-booking__pay" data-testid="trip-wallet-link">
          <h3 className="account-section__subtitle">{t("bookings.wallet.title")}</h3>
          <p className="account-section__text">{t("bookings.wallet.text")}</p>
          <p className="account-booking__actions">
            <Link to={walletUrl(booking.reference)} className="btn btn-primary">
              {t("bookings.wallet.link")}
            </Link>
          </p>
        </div>
      ) : null}
    </AccountSection>
  );
}

/** Everyone who travels, with the passport details still missing and the forms to complete them. */
export function BookingTravellers({ booking, actionData, saved }: Props & { saved: boolean }) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  const name = useTravellerName();
  const validUntil = booking.endDate ? addMonths(booking.endDate, PASSPORT_MONTHS_AFTER_RETURN) : null;
  const { passports } = booking;
  // A refusal about a traveller whose form is on the page is shown in that form; any other here.
  const formShown =
    passports.open && booking.travellers.some((t) => t.id === actionData?.travellerId && t.passportMissing);
  return (
    <AccountSection id="travellers" title={t("bookings.travellers.title")}>
      {saved ? (
        <AccountFields intent="passport">
          <FormStatus tone="success">{t("bookings.passport.saved")}</FormStatus>
        </AccountFields>
      ) : null}
      {passports.missing > 0 && passports.lastDay ? (
        <p className="account-section__text">
          {passports.open
            ? t("bookings.passport.openUntil", { date: format.date(passports.lastDay) })
            : t("bookings.passport.closed", { date: format.date(passports.lastDay) })}
        </p>
      ) : null}
      {booking.travellers.length === 0 ? (
        <p className="account-section__text">{t("bookings.travellers.none")}</p>
      ) : (
        <ol className="account-travellers">
          {booking.travellers.map((traveller) => (
            <li key={traveller.id} className="account-traveller" data-testid="traveller">
              <h3 className="account-traveller__name">
                {name(traveller)}{" "}
                <span className="account-traveller__kind">
                  {t(`bookings.travellers.kinds.${traveller.kind}`)}
                </span>
              </h3>
              <dl className="account-booking__facts">
                {traveller.dateOfBirth ? (
                  <div>
                    <dt>{t("bookings.travellers.dateOfBirth")}</dt>
                    <dd>{format.date(traveller.dateOfBirth)}</dd>
                  </div>
                ) : null}
                {traveller.nationality ? (
                  <div>
                    <dt>{t("bookings.travellers.nationality")}</dt>
                    <dd>{traveller.nationality}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t("bookings.passport.label")}</dt>
                  <dd data-testid="passport-status">
                    {traveller.passportMissing
                      ? t("bookings.passport.missing")
                      : t("bookings.passport.onFile", {
                          number: traveller.passportNumber,
                          date: format.date(traveller.passportExpiry ?? ""),
                        })}
                  </dd>
                </div>
              </dl>
              {traveller.passportMissing && passports.open ? (
                <PassportForm
                  traveller={traveller}
                  name={name(traveller)}
                  validUntil={validUntil}
                  actionData={actionData}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {actionData?.intent === "passport" && actionData.formError && !formShown ? (
        <AccountFields intent="passport">
          <FormStatus tone="error">{actionData.formError}</FormStatus>
        </AccountFields>
      ) : null}
    </AccountSection>
  );
}

/** The extras chosen, with what each was charged. */
export function BookingExtras({ booking }: Pick<Props, "booking">) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  return (
    <AccountSection id="extras" title={t("bookings.extras.title")}>
      {booking.extras.length === 0 ? (
        <p className="account-section__text">{t("bookings.extras.none")}</p>
      ) : (
        <ul className="account-lines">
          {booking.extras.map((extra, index) => (
            <li key={index}>
              <span>
                {extra.count !== null && extra.count > 1 ? `${extra.label} × ${extra.count}` : extra.label}
              </span>
              <span>{extra.amountCents === null ? "" : format.money(extra.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

/** The price lines as charged at Pay (the booking's own copy, whatever prices do later). */
export function BookingPrice({ booking }: Pick<Props, "booking">) {
  const { t } = useTranslation("account");
  const _format = useBookingFormat();
  const lines = booking.priceLines;
  return (
    <AccountSection id="price" title={t("bookings.price.title")}>
      {lines === null ? (
        <p className="account-section__text">{t("bookings.price.notYet")}</p>
      ) : (
        <PriceLinesTable lines={lines} caption={t("bookings.price.caption")} />
      )}
    </AccountSection>
  );
}

/** Every payment: when, what for, how much, and how it went. */
export function BookingPayments({ booking }: Pick<Props, "booking">) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  return (
    <AccountSection id="payments" title={t("bookings.payments.title")}>
      {booking.payments.length === 0 ? (
        <p className="account-section__text">{t("bookings.payments.none")}</p>
      ) : (
        <ScrollRegion labelledBy="payments-title">
          <table className="account-table" data-testid="payments">
            <thead>
              <tr>
                <th scope="col">{t("bookings.payments.date")}</th>
                <th scope="col">{t("bookings.payments.kind")}</th>
                <th scope="col">{t("bookings.payments.amount")}</th>
                <th scope="col">{t("bookings.payments.status")}</th>
              </tr>
            </thead>
            <tbody>
              {booking.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{format.day(payment.succeededAt ?? payment.createdAt)}</td>
                  <td>{t(`bookings.payments.kinds.${payment.kind}`)}</td>
                  <td>{format.payment(payment)}</td>
                  <td>{t(`bookings.payments.statuses.${payment.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </AccountSection>
  );
}

/** The policy, what cancelling today would refund, then the request form (or the request already sent). */
export function BookingCancellation({ booking, actionData, sent }: Props & { sent: boolean }) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  const { cancellation } = booking;
  if (!cancellation.offered && !cancellation.requestedAt) return null;
  return (
    <AccountSection id="cancellation" title={t("bookings.cancel.title")}>
      {sent ? (
        <AccountFields intent="cancel">
          <FormStatus tone="success">{t("bookings.cancel.sent")}</FormStatus>
        </AccountFields>
      ) : null}
      {cancellation.requestedAt ? (
        <>
          <p className="account-section__text" data-testid="cancellation-requested">
            {t("bookings.cancel.requestedText", { date: format.day(cancellation.requestedAt) })}
          </p>
          {cancellation.note ? (
            <blockquote className="account-quote">
              {cancellation.note.split(/\r?\n/).map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </blockquote>
          ) : null}
        </>
      ) : (
        <>
          <p className="account-section__text">{t("bookings.cancel.intro")}</p>
          <table className="account-table" data-testid="cancellation-policy">
            <caption className="account-table__caption">{t("bookings.cancel.policyCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("bookings.cancel.daysBefore")}</th>
                <th scope="col">{t("bookings.cancel.kept")}</th>
              </tr>
            </thead>
            <tbody>
              {cancellation.policy.map((tier) => (
                <tr key={tier.minDays}>
                  <td>
                    {tier.maxDays === null
                      ? t("bookings.cancel.daysOrMore", { count: tier.minDays })
                      : t("bookings.cancel.daysRange", { min: tier.minDays, max: tier.maxDays })}
                  </td>
                  <td>{t("bookings.cancel.percent", { percent: tier.keepPercent })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {cancellation.today ? (
            <p className="account-booking__note" data-testid="cancellation-today">
              {t("bookings.cancel.today", {
                count: cancellation.today.daysBefore,
                kept: format.money(cancellation.today.keptCents),
                refund: format.money(cancellation.today.refundCents),
              })}
            </p>
          ) : null}
          <p className="account-section__text">{t("bookings.cancel.how")}</p>
          <CancellationForm actionData={actionData} />
        </>
      )}
    </AccountSection>
  );
}
