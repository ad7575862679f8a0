import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { PaymentKind } from "#app/domain/booking/payment-terms";
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
import { EmailLayout, type EmailTemplate, Paragraph, styles, Title } from "./layout.server";

/** Why the office gets the mail: a booking paid, a payment it must sort out, a private-date request. */
export const BOOKING_STAFF_EVENTS = ["paid", "flagged", "requested"] as const;
export type BookingStaffEvent = (typeof BOOKING_STAFF_EVENTS)[number];

/** The flag reasons the mail names (the payment module's FlagReason); anything else is shown as stored. */
const KNOWN_REASONS = new Set([
  "seats_gone",
  "amount_differs",
  "succeeded_after_failure",
  "not_payable",
  "disputed",
  "refunded_at_provider",
]);

/** Spec section 9: a request is answered within 24 hours. */
export const REQUEST_REPLY_HOURS = 24;

export type BookingStaffProps = {
  event: BookingStaffEvent;
  bookingId: number;
  summary: BookingSummary;
  customer: { name: string | null; email: string; phone: string | null };
  /** The payment that caused the mail (paid, flagged). */
  payment?: { id: number; kind: PaymentKind; amountCents: number; receivedCents: number | null } | null;
  /** flagged: why (a FlagReason). */
  reason?: string | null;
  /** Everything the booking is flagged for, as stored (a later reason is added to the first). */
  flags?: string | null;
  dietaryRequirements?: string | null;
  specialRequests?: string | null;
};

/** To the office (STAFF_EMAIL, with STAFF_EMAIL_COPY in copy), in English like the other staff notices. */
export const bookingStaff: EmailTemplate<BookingStaffProps> = {
  subject: (ctx, props) =>
    ctx.t(`bookingStaff.subjects.${props.event}`, {
      reference: props.summary.reference,
      tour: props.summary.tourTitle,
      date: props.summary.startDate ? formatDate(ctx, props.summary.startDate) : "",
      amount: formatUsd(ctx, props.payment?.receivedCents ?? props.payment?.amountCents ?? 0),
      reason: reasonText(ctx.t, props.reason),
    }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary, customer, payment } = props;
    const lines = (text: string | null | undefined) =>
      (text ?? "").split(/\r?\n/).filter((line) => line.trim() !== "");
    const notes = [
      { label: t("bookingStaff.dietary"), lines: lines(props.dietaryRequirements) },
      { label: t("bookingStaff.requests"), lines: lines(props.specialRequests) },
    ].filter((note) => note.lines.length > 0);
    return (
      <EmailLayout
        ctx={ctx}
        preview={t("bookingStaff.preview", {
          reference: summary.reference,
          name: customer.name || customer.email,
        })}
      >
        <Title>{t(`bookingStaff.headings.${props.event}`, { reference: summary.reference })}</Title>
        <Paragraph>{t(`bookingStaff.intros.${props.event}`, { hours: REQUEST_REPLY_HOURS })}</Paragraph>
        {props.event === "flagged" ? (
          <Paragraph style={{ fontWeight: 700 }}>
            {t("bookingStaff.reason", { reason: reasonText(t, props.reason) })}
          </Paragraph>
        ) : null}
        <DetailTable>
          <DetailRow label={t("booking.reference")}>
            {t("bookingStaff.referenceLine", { reference: summary.reference, id: props.bookingId })}
          </DetailRow>
          <CustomerRows ctx={ctx} customer={customer} />
          <TripRows ctx={ctx} summary={summary} />
          {payment ? (
            <DetailRow label={t("bookingStaff.payment")}>
              {t("bookingStaff.paymentLine", {
                id: payment.id,
                kind: t(`bookingStaff.kinds.${payment.kind}`),
                amount: formatUsd(ctx, payment.amountCents),
              })}
              {payment.receivedCents !== null && payment.receivedCents !== payment.amountCents ? (
                <>
                  <br />
                  {t("bookingStaff.received", { amount: formatUsd(ctx, payment.receivedCents) })}
                </>
              ) : null}
            </DetailRow>
          ) : null}
          {props.event === "requested" ? null : <MoneyRows ctx={ctx} summary={summary} />}
          {props.flags ? (
            <DetailRow label={t("bookingStaff.flags")}>
              {props.flags
                .split("; ")
                .map((flag) => reasonText(t, flag))
                .join("; ")}
            </DetailRow>
          ) : null}
        </DetailTable>
        {notes.map((note) => (
          <Section key={note.label}>
            <Text style={styles.label}>{note.label}</Text>
            {note.lines.map((line, index) => (
              <Text key={index} style={{ ...styles.paragraph, margin: "0 0 4px" }}>
                {line}
              </Text>
            ))}
          </Section>
        ))}
        <Paragraph style={{ marginTop: "16px" }}>{t(`bookingStaff.next.${props.event}`)}</Paragraph>
      </EmailLayout>
    );
  },
};

function reasonText(t: (key: string) => string, reason: string | null | undefined): string {
  if (!reason) return "";
  return KNOWN_REASONS.has(reason) ? t(`bookingStaff.reasons.${reason}`) : reason;
}
