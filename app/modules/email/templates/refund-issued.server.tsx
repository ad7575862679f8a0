import type { CurrencyCode } from "#app/domain/currency";
import {
  type BookingSummary,
  DetailRow,
  DetailTable,
  formatCharged,
  formatDateTime,
} from "./booking-parts.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type RefundIssuedProps = {
  name?: string | null;
  summary: BookingSummary;
  refund: {
    /** The refund's payment row: its number is the reference and this id. */
    id: number;
    amountCents: number;
    charged?: { minor: number; currency: CurrencyCode } | null;
    refundedAt: Date | string;
    reason: string | null;
  };
};

/** To the traveller when money went back to them: how much, for which booking, and when it arrives. */
export const refundIssued: EmailTemplate<RefundIssuedProps> = {
  subject: (ctx, { summary, refund }) =>
    ctx.t("refundIssued.subject", {
      amount: formatCharged(ctx, refund.amountCents, refund.charged),
      reference: summary.reference,
    }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary, refund } = props;
    const amount = formatCharged(ctx, refund.amountCents, refund.charged);
    return (
      <Letter
        ctx={ctx}
        preview={t("refundIssued.preview", { amount })}
        title={t("refundIssued.heading")}
        name={props.name}
      >
        <Paragraph>{t("refundIssued.intro", { amount, reference: summary.reference })}</Paragraph>
        <DetailTable>
          <DetailRow label={t("refundIssued.number")}>{`${summary.reference}-${refund.id}`}</DetailRow>
          <DetailRow label={t("refundIssued.amount")}>{amount}</DetailRow>
          <DetailRow label={t("refundIssued.date")}>{formatDateTime(ctx, refund.refundedAt)}</DetailRow>
          {refund.reason ? <DetailRow label={t("refundIssued.reason")}>{refund.reason}</DetailRow> : null}
          <DetailRow label={t("booking.reference")}>{summary.reference}</DetailRow>
        </DetailTable>
        <Paragraph>{t("refundIssued.arrives")}</Paragraph>
        <ActionButton ctx={ctx} href={summary.bookingUrl} label={t("booking.viewBooking")} />
      </Letter>
    );
  },
};
