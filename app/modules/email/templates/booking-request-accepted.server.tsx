import {
  type BookingSummary,
  DetailTable,
  OfficeContacts,
  ReferenceBox,
  TripRows,
  tripDates,
} from "./booking-parts.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type BookingRequestAcceptedProps = {
  name?: string | null;
  summary: BookingSummary;
  /** The wizard's payment step for this booking: /booking?draft={id}&step=4. */
  payUrl: string;
};

/** To the traveller whose request staff confirmed: the date is theirs once paid, here is where to pay. */
export const bookingRequestAccepted: EmailTemplate<BookingRequestAcceptedProps> = {
  subject: ({ t }, { summary }) => t("bookingRequestAccepted.subject", { reference: summary.reference }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary } = props;
    return (
      <Letter
        ctx={ctx}
        preview={t("bookingRequestAccepted.preview", { tour: summary.tourTitle })}
        title={t("bookingRequestAccepted.heading")}
        name={props.name}
      >
        <Paragraph>
          {t("bookingRequestAccepted.intro", {
            tour: summary.tourTitle,
            dates: tripDates(ctx, summary) ?? "",
          })}
        </Paragraph>
        <Paragraph>{t("bookingRequestAccepted.pay")}</Paragraph>
        <ActionButton ctx={ctx} href={props.payUrl} label={t("bookingRequestAccepted.action")} />
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <DetailTable>
          <TripRows ctx={ctx} summary={summary} />
        </DetailTable>
        <OfficeContacts ctx={ctx} />
      </Letter>
    );
  },
};
