import type { IsoDate } from "#app/domain/dates";
import {
  type BookingSummary,
  DetailTable,
  formatDate,
  formatUsd,
  MoneyRows,
  OfficeContacts,
  ReferenceBox,
  SectionHeading,
  TripRows,
  tripDates,
} from "./booking-parts.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

/** Spec section 9: travel documents are sent this many days before departure. */
export const TRAVEL_DOCUMENTS_DAYS = 30;

export type BookingConfirmationProps = {
  name?: string | null;
  summary: BookingSummary;
  /** Travellers whose passport number or expiry is still missing. */
  passportsMissing: number;
  /** The last day they can be completed in the account; null when that day has passed. */
  passportsDueBy: IsoDate | null;
};

/** To the traveller when a deposit or the full amount is paid: the booking is theirs. */
export const bookingConfirmation: EmailTemplate<BookingConfirmationProps> = {
  subject: ({ t }, { summary }) =>
    t("bookingConfirmation.subject", { reference: summary.reference, tour: summary.tourTitle }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary } = props;
    const dates = tripDates(ctx, summary) ?? "";
    return (
      <Letter
        ctx={ctx}
        preview={t("bookingConfirmation.preview", { tour: summary.tourTitle, dates })}
        title={t("bookingConfirmation.heading")}
        name={props.name}
      >
        <Paragraph>{t("bookingConfirmation.intro", { tour: summary.tourTitle })}</Paragraph>
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <DetailTable>
          <TripRows ctx={ctx} summary={summary} />
          <MoneyRows ctx={ctx} summary={summary} />
        </DetailTable>
        <SectionHeading>{t("bookingConfirmation.nextHeading")}</SectionHeading>
        {summary.balanceCents > 0 && summary.balanceDueDate ? (
          <Paragraph>
            {t("bookingConfirmation.nextBalance", {
              amount: formatUsd(ctx, summary.balanceCents),
              date: formatDate(ctx, summary.balanceDueDate),
            })}
          </Paragraph>
        ) : null}
        {props.passportsMissing > 0 ? (
          <Paragraph>
            {props.passportsDueBy
              ? t("bookingConfirmation.nextPassports", {
                  count: props.passportsMissing,
                  date: formatDate(ctx, props.passportsDueBy),
                })
              : t("bookingConfirmation.nextPassportsLate", { count: props.passportsMissing })}
          </Paragraph>
        ) : null}
        <Paragraph>{t("bookingConfirmation.nextDocuments", { days: TRAVEL_DOCUMENTS_DAYS })}</Paragraph>
        <ActionButton ctx={ctx} href={summary.bookingUrl} label={t("booking.viewBooking")} />
        <OfficeContacts ctx={ctx} />
        <Paragraph>{t("bookingConfirmation.questions")}</Paragraph>
      </Letter>
    );
  },
};
