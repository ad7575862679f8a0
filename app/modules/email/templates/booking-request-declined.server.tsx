import { type BookingSummary, OfficeContacts, ReferenceBox, tripDates } from "./booking-parts.server";
import { type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type BookingRequestDeclinedProps = {
  name?: string | null;
  summary: BookingSummary;
  /** Why, as staff wrote it (in their words, not translated). */
  reason: string;
};

/** To the traveller whose request staff could not accept: nothing was charged, and the office helps find another date. */
export const bookingRequestDeclined: EmailTemplate<BookingRequestDeclinedProps> = {
  subject: ({ t }, { summary }) => t("bookingRequestDeclined.subject", { reference: summary.reference }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary } = props;
    return (
      <Letter
        ctx={ctx}
        preview={t("bookingRequestDeclined.preview", { tour: summary.tourTitle })}
        title={t("bookingRequestDeclined.heading")}
        name={props.name}
      >
        <Paragraph>
          {t("bookingRequestDeclined.intro", {
            tour: summary.tourTitle,
            dates: tripDates(ctx, summary) ?? "",
          })}
        </Paragraph>
        <Paragraph>{t("bookingRequestDeclined.reason", { reason: props.reason })}</Paragraph>
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <Paragraph>{t("bookingRequestDeclined.nothingCharged")}</Paragraph>
        <OfficeContacts ctx={ctx} />
      </Letter>
    );
  },
};
