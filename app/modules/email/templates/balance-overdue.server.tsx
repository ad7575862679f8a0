import { formatCharge } from "#app/domain/booking/charge";
import type { IsoDate } from "#app/domain/dates";
import type { Money } from "#app/domain/money";
import {
  type BookingSummary,
  CustomerRows,
  DetailRow,
  DetailTable,
  formatDate,
  formatUsd,
  MoneyRows,
  TripRows,
} from "./booking-parts.server";
import { EmailLayout, type EmailTemplate, Paragraph, Title } from "./layout.server";

export type BalanceOverdueProps = {
  bookingId: number;
  /** The booking now: `balanceCents` is what is still unpaid. */
  summary: BookingSummary;
  customer: { name: string | null; email: string; phone: string | null };
  /** The due date that passed unpaid. */
  dueDate: IsoDate;
  /** The balance as it would be charged, when the booking is charged in another currency than USD. */
  charge: Money | null;
};

/**
 * To the office (STAFF_EMAIL, STAFF_EMAIL_COPY in copy), in English like the
 * other staff notices, once, the day after a balance due date passed unpaid.
 */
export const balanceOverdue: EmailTemplate<BalanceOverdueProps> = {
  subject: (ctx, { summary, dueDate }) =>
    ctx.t("balanceOverdue.subject", {
      reference: summary.reference,
      amount: formatUsd(ctx, summary.balanceCents),
      date: formatDate(ctx, dueDate),
    }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary, customer, charge } = props;
    const date = formatDate(ctx, props.dueDate);
    return (
      <EmailLayout
        ctx={ctx}
        preview={t("balanceOverdue.preview", {
          reference: summary.reference,
          name: customer.name || customer.email,
        })}
      >
        <Title>{t("balanceOverdue.heading", { reference: summary.reference })}</Title>
        <Paragraph>
          {t("balanceOverdue.intro", { amount: formatUsd(ctx, summary.balanceCents), date })}
        </Paragraph>
        <DetailTable>
          <DetailRow label={t("booking.reference")}>
            {t("balanceOverdue.referenceLine", { reference: summary.reference, id: props.bookingId })}
          </DetailRow>
          <CustomerRows ctx={ctx} customer={customer} />
          <TripRows ctx={ctx} summary={summary} names={false} />
          <MoneyRows ctx={ctx} summary={summary} />
          {charge ? (
            <DetailRow label={t("balanceOverdue.charged", { currency: charge.currency })}>
              {formatCharge(charge.amountMinor, ctx.language, charge.currency)}
            </DetailRow>
          ) : null}
        </DetailTable>
        <Paragraph>{t("balanceOverdue.next")}</Paragraph>
      </EmailLayout>
    );
  },
};
