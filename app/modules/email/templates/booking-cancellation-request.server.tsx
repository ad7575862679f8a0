import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { formatCharge } from "#app/domain/booking/charge";
import type { BookingStatus } from "#app/domain/booking/statuses";
import { formatLongDate, OFFICE_TIME_ZONE } from "#app/domain/dates";
import { LANGUAGE_TAGS } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { EmailLayout, type EmailTemplate, Paragraph, styles, Title } from "./layout.server";

export type BookingCancellationRequestProps = {
  reference: string;
  tourTitle: string;
  /** The trip's first and last day, YYYY-MM-DD. */
  startDate: string;
  endDate: string | null;
  customerName: string | null;
  customerEmail: string;
  status: BookingStatus;
  totalCents: number;
  paidCents: number;
  /** The policy on the day of the request: days to departure, share kept, amounts kept and to refund. */
  daysBefore: number;
  keepPercent: number;
  keptCents: number;
  refundCents: number;
  requestedAt: Date | string;
  note: string | null;
};

/*
 * The staff notice of a traveller's cancellation request (decision 082). Its
 * words are in the `account` namespace (`cancellationMail`), beside the form
 * that sends it, as the `email` namespace belongs to the booking mails being
 * written at the same time; it moves there when they are merged.
 */
const words = (language: Parameters<typeof serverT>[0]) => serverT(language, "account");

/** Staff notification of a cancellation request, to STAFF_EMAIL with the copy address. */
export const bookingCancellationRequest: EmailTemplate<BookingCancellationRequestProps> = {
  subject: ({ language }, props) =>
    words(language)("cancellationMail.subject", { reference: props.reference, tour: props.tourTitle }),
  Body({ ctx, props }) {
    const t = words(ctx.language);
    const money = (cents: number) => formatCharge(cents, ctx.language);
    const date = (value: string) => formatLongDate(value, ctx.language);
    // The office's time, with its zone named (EAT).
    const requestedAt = new Intl.DateTimeFormat(LANGUAGE_TAGS[ctx.language], {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: OFFICE_TIME_ZONE,
      timeZoneName: "short",
    }).format(new Date(props.requestedAt));
    const rows = [
      { label: t("cancellationMail.reference"), value: props.reference },
      { label: t("cancellationMail.tour"), value: props.tourTitle },
      {
        label: t("cancellationMail.dates"),
        value: props.endDate ? `${date(props.startDate)} – ${date(props.endDate)}` : date(props.startDate),
      },
      { label: t("cancellationMail.customer"), value: props.customerName || props.customerEmail },
      { label: t("cancellationMail.email"), value: props.customerEmail },
      { label: t("cancellationMail.status"), value: t(`bookings.status.${props.status}`) },
      { label: t("cancellationMail.total"), value: money(props.totalCents) },
      { label: t("cancellationMail.paid"), value: money(props.paidCents) },
      { label: t("cancellationMail.daysBefore"), value: String(props.daysBefore) },
      { label: t("cancellationMail.kept", { percent: props.keepPercent }), value: money(props.keptCents) },
      { label: t("cancellationMail.refund"), value: money(props.refundCents) },
      { label: t("cancellationMail.requestedAt"), value: requestedAt },
    ];
    const lines = (props.note ?? "").split(/\r?\n/).filter((line) => line.trim() !== "");
    return (
      <EmailLayout
        ctx={ctx}
        preview={t("cancellationMail.preview", {
          reference: props.reference,
          name: props.customerName || props.customerEmail,
        })}
      >
        <Title>{t("cancellationMail.heading", { reference: props.reference })}</Title>
        <Paragraph>{t("cancellationMail.intro")}</Paragraph>
        <Section style={{ margin: "0 0 16px" }}>
          {rows.map((row) => (
            <Row key={row.label} style={{ borderBottom: "1px solid #eee5d6" }}>
              <Column style={{ width: "45%", padding: "8px 0", verticalAlign: "top" }}>
                <Text style={styles.label}>{row.label}</Text>
              </Column>
              <Column style={{ padding: "8px 0" }}>
                <Text style={{ ...styles.paragraph, margin: 0 }}>{row.value}</Text>
              </Column>
            </Row>
          ))}
        </Section>
        <Section style={{ margin: "0 0 16px" }}>
          <Text style={styles.label}>{t("cancellationMail.note")}</Text>
          {lines.length > 0 ? (
            lines.map((line, index) => (
              <Text key={index} style={{ ...styles.paragraph, margin: "0 0 4px" }}>
                {line}
              </Text>
            ))
          ) : (
            <Text style={{ ...styles.paragraph, margin: 0 }}>{t("cancellationMail.noNote")}</Text>
          )}
        </Section>
        <Paragraph>{t("cancellationMail.next")}</Paragraph>
      </EmailLayout>
    );
  },
};
