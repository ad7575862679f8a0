import {
  type BookingSummary,
  DetailRow,
  DetailTable,
  formatUsd,
  OfficeContacts,
  ReferenceBox,
  TripRows,
  tripDates,
} from "./booking-parts.server";
import { REQUEST_REPLY_HOURS } from "./booking-staff.server";
import { type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type PaymentFlaggedProps = {
  name?: string | null;
  summary: BookingSummary;
  /** What the provider took. */
  amountCents: number;
  /** Why staff have it (a FlagReason): seats_gone has its own words, the rest one shared text. */
  reason: string;
};

/**
 * To the traveller whose payment the site could not apply as it is: paid
 * after the hold ran out and the seats were gone (no overbooking: staff
 * refund or offer another date), or an amount that differs... Staff are told
 * at the same time.
 */
export const paymentFlagged: EmailTemplate<PaymentFlaggedProps> = {
  subject: ({ t }, { summary }) => t("paymentFlagged.subject", { reference: summary.reference }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary } = props;
    const hours = REQUEST_REPLY_HOURS;
    const amount = formatUsd(ctx, props.amountCents);
    const seatsGone = props.reason === "seats_gone";
    return (
      <Letter
        ctx={ctx}
        preview={t("paymentFlagged.preview", { hours })}
        title={t("paymentFlagged.heading")}
        name={props.name}
      >
        <Paragraph>
          {seatsGone
            ? t("paymentFlagged.seatsGone", {
                amount,
                tour: summary.tourTitle,
                dates: tripDates(ctx, summary) ?? "",
              })
            : t("paymentFlagged.check", { amount })}
        </Paragraph>
        <Paragraph style={{ fontWeight: 700 }}>
          {seatsGone
            ? t("paymentFlagged.seatsGoneNext", { hours })
            : t("paymentFlagged.checkNext", { hours })}
        </Paragraph>
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <DetailTable>
          <TripRows ctx={ctx} summary={summary} names={false} />
          <DetailRow label={t("paymentFlagged.amount")}>{amount}</DetailRow>
        </DetailTable>
        <Paragraph>{t("paymentFlagged.sorry")}</Paragraph>
        <OfficeContacts ctx={ctx} />
      </Letter>
    );
  },
};
