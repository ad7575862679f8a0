import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { formatCharge } from "#app/domain/booking/charge";
import type { CurrencyCode } from "#app/domain/currency";
import { formatLongDate, type IsoDate, OFFICE_TIME_ZONE } from "#app/domain/dates";
import type { TravellerKind } from "#app/domain/pricing";
import { LANGUAGE_TAGS } from "#app/i18n/config";
import { type EmailContext, Paragraph, styles } from "./layout.server";

// What the booking mails (confirmation, receipt, request, reminders, staff
// notices) share: the booking as the mail tells it, and how it is drawn.
// The booking module builds the summary from the database
// (modules/booking/notifications.server.ts); amounts are US cents, as charged.

export type TravellerSummary = {
  /** First and last name as typed; null while the traveller is not named yet. */
  name: string | null;
  kind: TravellerKind;
};

export type BookingSummary = {
  reference: string;
  tourTitle: string;
  /** The departure's dates (or the requested date and the trip's last day); null when not known yet. */
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  adults: number;
  children: number;
  infants: number;
  /** Everyone who travels, in the order given. */
  travellers: TravellerSummary[];
  totalCents: number;
  /** The succeeded payments so far. */
  paidCents: number;
  /** What is still to pay (total less paid), due by `balanceDueDate`. */
  balanceCents: number;
  balanceDueDate: IsoDate | null;
  /** The booking in the customer's account: /account/bookings/{id}. */
  bookingUrl: string;
};

const usdFormats = new Map<string, Intl.NumberFormat>();

/** A charged amount to the cent, in the mail's language: "$1,234.50", "1.234,50 $". */
/** An amount as charged (decision 085): "€1.234,00 (1.340,00 $)" when not in US dollars, else its dollars. */
export function formatCharged(
  ctx: EmailContext,
  usdCents: number,
  charged?: { minor: number; currency: CurrencyCode } | null,
): string {
  if (!charged || charged.currency === "USD") return formatUsd(ctx, usdCents);
  const inCurrency = formatCharge(charged.minor, ctx.language, charged.currency);
  return `${inCurrency} (${formatUsd(ctx, usdCents)})`;
}

export function formatUsd(ctx: EmailContext, cents: number): string {
  const tag = LANGUAGE_TAGS[ctx.language];
  let format = usdFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
    usdFormats.set(tag, format);
  }
  return format.format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) or an instant (read in East Africa Time), long, in the mail's language. */
export function formatDate(ctx: EmailContext, value: IsoDate | Date): string {
  return formatLongDate(value, ctx.language);
}

/** An instant with its time, in East Africa Time, in the mail's language. */
export function formatDateTime(ctx: EmailContext, value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[ctx.language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  }).format(date);
}

/** "12 March 2026 to 19 March 2026", one date, or null when none is known. */
export function tripDates(ctx: EmailContext, summary: BookingSummary): string | null {
  if (!summary.startDate) return null;
  const start = formatDate(ctx, summary.startDate);
  if (!summary.endDate || summary.endDate === summary.startDate) return start;
  return ctx.t("booking.dateRange", { start, end: formatDate(ctx, summary.endDate) });
}

/** "2 adults, 1 child": the party, count per kind. */
export function partyLine(ctx: EmailContext, summary: BookingSummary): string {
  const parts = [
    summary.adults > 0 ? ctx.t("booking.adults", { count: summary.adults }) : null,
    summary.children > 0 ? ctx.t("booking.children", { count: summary.children }) : null,
    summary.infants > 0 ? ctx.t("booking.infants", { count: summary.infants }) : null,
  ].filter((part): part is string => part !== null);
  return listFormat(ctx).format(parts);
}

const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(ctx: EmailContext): Intl.ListFormat {
  const tag = LANGUAGE_TAGS[ctx.language];
  let format = listFormats.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { style: "long", type: "conjunction" });
    listFormats.set(tag, format);
  }
  return format;
}

/** "Amani Mushi (adult)", or "Traveller 2 (child)" while unnamed. */
export function travellerLine(ctx: EmailContext, traveller: TravellerSummary, position: number): string {
  const name = traveller.name?.trim() || ctx.t("booking.unnamed", { position });
  return ctx.t("booking.travellerLine", { name, kind: ctx.t(`booking.kinds.${traveller.kind}`) });
}

/** One label and value, the label on the left: the rows staff and travellers scan. */
export function DetailRow(props: { label: string; children: ReactNode }) {
  return (
    <Row style={{ borderBottom: "1px solid #eee5d6" }}>
      <Column style={{ width: "40%", padding: "8px 12px 8px 0", verticalAlign: "top" }}>
        <Text style={styles.label}>{props.label}</Text>
      </Column>
      <Column style={{ padding: "8px 0", verticalAlign: "top" }}>
        <Text style={{ ...styles.paragraph, margin: 0 }}>{props.children}</Text>
      </Column>
    </Row>
  );
}

export function DetailTable(props: { children: ReactNode }) {
  return <Section style={{ margin: "0 0 24px" }}>{props.children}</Section>;
}

/** The booking reference, large, to quote on the phone. */
export function ReferenceBox(props: { ctx: EmailContext; reference: string }) {
  return (
    <Section style={{ textAlign: "center", margin: "8px 0 16px" }}>
      <Text style={styles.label}>{props.ctx.t("booking.reference")}</Text>
      <Text style={styles.code}>{props.reference}</Text>
    </Section>
  );
}

/** The customer as the office's notices show them: name, email and phone ("Not given" when missing). */
export function CustomerRows(props: {
  ctx: EmailContext;
  customer: { name: string | null; email: string; phone: string | null };
}) {
  const { t } = props.ctx;
  const { customer } = props;
  return (
    <>
      <DetailRow label={t("bookingStaff.customer")}>{customer.name || t("bookingStaff.missing")}</DetailRow>
      <DetailRow label={t("bookingStaff.email")}>{customer.email}</DetailRow>
      <DetailRow label={t("bookingStaff.phone")}>{customer.phone || t("bookingStaff.missing")}</DetailRow>
    </>
  );
}

/** Tour, dates, the party and every traveller by name. */
export function TripRows(props: { ctx: EmailContext; summary: BookingSummary; names?: boolean }) {
  const { ctx, summary } = props;
  const dates = tripDates(ctx, summary);
  return (
    <>
      <DetailRow label={ctx.t("booking.tour")}>{summary.tourTitle}</DetailRow>
      {dates ? <DetailRow label={ctx.t("booking.dates")}>{dates}</DetailRow> : null}
      <DetailRow label={ctx.t("booking.party")}>{partyLine(ctx, summary)}</DetailRow>
      {props.names !== false && summary.travellers.length > 0 ? (
        <DetailRow label={ctx.t("booking.names")}>
          {summary.travellers.map((traveller, index) => (
            <span key={`${index}-${traveller.name ?? ""}`}>
              {index > 0 ? <br /> : null}
              {travellerLine(ctx, traveller, index + 1)}
            </span>
          ))}
        </DetailRow>
      ) : null}
    </>
  );
}

/** The total, what has been paid, and the balance with its due date, or "paid in full". */
export function MoneyRows(props: { ctx: EmailContext; summary: BookingSummary }) {
  const { ctx, summary } = props;
  return (
    <>
      <DetailRow label={ctx.t("booking.total")}>{formatUsd(ctx, summary.totalCents)}</DetailRow>
      <DetailRow label={ctx.t("booking.paid")}>{formatUsd(ctx, summary.paidCents)}</DetailRow>
      <DetailRow label={ctx.t("booking.balance")}>
        {summary.balanceCents > 0
          ? summary.balanceDueDate
            ? ctx.t("booking.balanceDue", {
                amount: formatUsd(ctx, summary.balanceCents),
                date: formatDate(ctx, summary.balanceDueDate),
              })
            : formatUsd(ctx, summary.balanceCents)
          : ctx.t("booking.paidInFull")}
      </DetailRow>
    </>
  );
}

/** The office's phone, address and email (the same configuration the footer prints). */
export function OfficeContacts(props: { ctx: EmailContext }) {
  const { t, brand } = props.ctx;
  return (
    <Section
      style={{
        backgroundColor: "#f8f4ec",
        borderLeft: "4px solid #d99a2b",
        padding: "12px 16px",
        margin: "0 0 16px",
      }}
    >
      <Text style={styles.label}>{t("booking.contactsHeading")}</Text>
      <Text style={{ ...styles.paragraph, margin: "4px 0 0" }}>
        {t("booking.contactsIntro")}
        <br />
        {t("booking.phone", { phone: brand.phone })}
        <br />
        {t("booking.email", { email: brand.contactEmail })}
        <br />
        {t("booking.address", { address: brand.address })}
      </Text>
    </Section>
  );
}

/** A heading inside a mail's body ("What happens next"). */
export function SectionHeading(props: { children: ReactNode }) {
  return (
    <Paragraph style={{ fontWeight: 700, margin: "8px 0 8px", color: "#1f5135" }}>{props.children}</Paragraph>
  );
}
