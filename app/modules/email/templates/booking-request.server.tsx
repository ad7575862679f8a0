import {
  type BookingSummary,
  DetailTable,
  OfficeContacts,
  ReferenceBox,
  TripRows,
  tripDates,
} from "./booking-parts.server";
import { REQUEST_REPLY_HOURS } from "./booking-staff.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type BookingRequestProps = {
  name?: string | null;
  /** The request: the tour, the date asked for, the party. No price yet. */
  summary: BookingSummary;
};

/** To the traveller who asked for a private date: received, and staff answer within 24 hours. */
export const bookingRequest: EmailTemplate<BookingRequestProps> = {
  subject: ({ t }, { summary }) => t("bookingRequest.subject", { reference: summary.reference }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary } = props;
    const hours = REQUEST_REPLY_HOURS;
    return (
      <Letter
        ctx={ctx}
        preview={t("bookingRequest.preview", { hours })}
        title={t("bookingRequest.heading")}
        name={props.name}
      >
        <Paragraph>
          {t("bookingRequest.intro", {
            tour: summary.tourTitle,
            dates: tripDates(ctx, summary) ?? "",
            hours,
          })}
        </Paragraph>
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <DetailTable>
          <TripRows ctx={ctx} summary={summary} />
        </DetailTable>
        <Paragraph>{t("bookingRequest.noPayment")}</Paragraph>
        <ActionButton ctx={ctx} href={summary.bookingUrl} label={t("bookingRequest.action")} />
        <OfficeContacts ctx={ctx} />
      </Letter>
    );
  },
};
