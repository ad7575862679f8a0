import { formatCharge } from "#app/domain/booking/charge";
import type { IsoDate } from "#app/domain/dates";
import type { Money } from "#app/domain/money";
import {
  type BookingSummary,
  DetailRow,
  DetailTable,
  formatDate,
  formatUsd,
  MoneyRows,
  ReferenceBox,
  TripRows,
  tripDates,
} from "./booking-parts.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type BalanceReminderProps = {
  name?: string | null;
  /** The booking now: `balanceCents` is what is still to pay (the total less the payments received). */
  summary: BookingSummary;
  /** The due date this reminder is about. */
  dueDate: IsoDate;
  /** The balance as it will be charged, when the booking is charged in another currency than USD. */
  charge: Money | null;
  /** The booking in the account, in the traveller's language, where the balance is paid. */
  payUrl: string;
};

/** 14, 7 and 1 days before the balance is due (BALANCE_REMINDER_DAYS), each once (issue 14, section 3). */
export const balanceReminder: EmailTemplate<BalanceReminderProps> = {
  subject: (ctx, { summary, dueDate }) =>
    ctx.t("balanceReminder.subject", {
      amount: formatUsd(ctx, summary.balanceCents),
      date: formatDate(ctx, dueDate),
      reference: summary.reference,
    }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary, charge } = props;
    const date = formatDate(ctx, props.dueDate);
    return (
      <Letter
        ctx={ctx}
        preview={t("balanceReminder.preview", { tour: summary.tourTitle, date })}
        title={t("balanceReminder.heading")}
        name={props.name}
        after={
          <Paragraph style={{ fontSize: "13px", color: "#5b6660" }}>
            {t("balanceReminder.alreadyPaid")}
          </Paragraph>
        }
      >
        <Paragraph>
          {t("balanceReminder.intro", {
            tour: summary.tourTitle,
            dates: tripDates(ctx, summary) ?? "",
            date,
          })}
        </Paragraph>
        <DetailTable>
          <DetailRow label={t("balanceReminder.amountDue")}>{formatUsd(ctx, summary.balanceCents)}</DetailRow>
          {charge ? (
            <DetailRow label={t("balanceReminder.charged", { currency: charge.currency })}>
              {formatCharge(charge.amountMinor, ctx.language, charge.currency)}
            </DetailRow>
          ) : null}
          <DetailRow label={t("balanceReminder.dueDate")}>{date}</DetailRow>
        </DetailTable>
        {charge ? <Paragraph>{t("balanceReminder.rate")}</Paragraph> : null}
        <ActionButton ctx={ctx} href={props.payUrl} label={t("balanceReminder.action")} />
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <DetailTable>
          <TripRows ctx={ctx} summary={summary} names={false} />
          <MoneyRows ctx={ctx} summary={summary} />
        </DetailTable>
        <Paragraph>{t("balanceReminder.help")}</Paragraph>
      </Letter>
    );
  },
};
