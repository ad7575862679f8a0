import { type BookingSummary, DetailTable, ReferenceBox, TripRows, tripDates } from "./booking-parts.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type PaymentReminderProps = {
  name?: string | null;
  summary: BookingSummary;
  /** Back to the wizard's payment step: /booking?draft={id}&step=4. */
  resumeUrl: string;
};

/** The one reminder, an hour after a payment was started and not finished (decision 081). */
export const paymentReminder: EmailTemplate<PaymentReminderProps> = {
  subject: ({ t }, { summary }) =>
    t("paymentReminder.subject", { reference: summary.reference, tour: summary.tourTitle }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary } = props;
    return (
      <Letter
        ctx={ctx}
        preview={t("paymentReminder.preview", { tour: summary.tourTitle })}
        title={t("paymentReminder.heading")}
        name={props.name}
        after={
          <Paragraph style={{ fontSize: "13px", color: "#5b6660" }}>{t("paymentReminder.once")}</Paragraph>
        }
      >
        <Paragraph>
          {t("paymentReminder.intro", { tour: summary.tourTitle, dates: tripDates(ctx, summary) ?? "" })}
        </Paragraph>
        <Paragraph>{t("paymentReminder.seats")}</Paragraph>
        <ActionButton ctx={ctx} href={props.resumeUrl} label={t("paymentReminder.action")} />
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <DetailTable>
          <TripRows ctx={ctx} summary={summary} names={false} />
        </DetailTable>
        <Paragraph>{t("paymentReminder.help")}</Paragraph>
      </Letter>
    );
  },
};
