import type { PaymentKind } from "#app/domain/booking/payment-terms";
import type { CurrencyCode } from "#app/domain/currency";
import {
  type BookingSummary,
  DetailRow,
  DetailTable,
  formatCharged,
  formatDate,
  formatDateTime,
  formatUsd,
  MoneyRows,
  SectionHeading,
  tripDates,
} from "./booking-parts.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type PaymentReceiptProps = {
  name?: string | null;
  /** The booking after this payment: paid and balance include it. */
  summary: BookingSummary;
  payment: {
    /** Our payment's id: the receipt's number is the reference and this id. */
    id: number;
    kind: PaymentKind;
    amountCents: number;
    /** What the card was charged, when not in US dollars. */
    charged?: { minor: number; currency: CurrencyCode } | null;
    paidAt: Date | string;
  };
};

/** "EA…-17": unique per payment, and says which booking it belongs to. */
export function receiptNumber(reference: string, paymentId: number): string {
  return `${reference}-${paymentId}`;
}

/** To the traveller for every succeeded payment: the deposit, the full amount or the balance. */
export const paymentReceipt: EmailTemplate<PaymentReceiptProps> = {
  subject: (ctx, { summary, payment }) =>
    ctx.t("paymentReceipt.subject", {
      amount: formatCharged(ctx, payment.amountCents, payment.charged),
      reference: summary.reference,
    }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary, payment } = props;
    const amount = formatCharged(ctx, payment.amountCents, payment.charged);
    const dates = tripDates(ctx, summary);
    return (
      <Letter
        ctx={ctx}
        preview={t("paymentReceipt.preview", { amount, date: formatDate(ctx, new Date(payment.paidAt)) })}
        title={t("paymentReceipt.heading")}
        name={props.name}
      >
        <Paragraph>{t("paymentReceipt.intro")}</Paragraph>
        <DetailTable>
          <DetailRow label={t("paymentReceipt.number")}>
            {receiptNumber(summary.reference, payment.id)}
          </DetailRow>
          <DetailRow label={t("paymentReceipt.amount")}>{amount}</DetailRow>
          <DetailRow label={t("paymentReceipt.date")}>{formatDateTime(ctx, payment.paidAt)}</DetailRow>
          <DetailRow label={t("paymentReceipt.for")}>
            {t(`paymentReceipt.kinds.${payment.kind}`, { reference: summary.reference })}
            <br />
            {dates ? t("paymentReceipt.trip", { tour: summary.tourTitle, dates }) : summary.tourTitle}
          </DetailRow>
          <DetailRow label={t("booking.reference")}>{summary.reference}</DetailRow>
        </DetailTable>
        <SectionHeading>{t("paymentReceipt.afterHeading")}</SectionHeading>
        <DetailTable>
          <MoneyRows ctx={ctx} summary={summary} />
        </DetailTable>
        <Paragraph>
          {summary.balanceCents > 0
            ? summary.balanceDueDate
              ? t("paymentReceipt.balanceLeft", {
                  amount: formatUsd(ctx, summary.balanceCents),
                  date: formatDate(ctx, summary.balanceDueDate),
                })
              : t("paymentReceipt.balanceLeftNoDate", { amount: formatUsd(ctx, summary.balanceCents) })
            : t("paymentReceipt.paidInFull")}
        </Paragraph>
        <ActionButton ctx={ctx} href={summary.bookingUrl} label={t("booking.viewBooking")} />
        <Paragraph>{t("paymentReceipt.keep")}</Paragraph>
      </Letter>
    );
  },
};
