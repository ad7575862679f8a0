import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { PASSPORT_MONTHS_AFTER_RETURN } from "#app/domain/booking/party";
import type { IsoDate } from "#app/domain/dates";
import {
  type BookingSummary,
  formatDate,
  ReferenceBox,
  type TravellerSummary,
  travellerLine,
} from "./booking-parts.server";
import { ActionButton, type EmailTemplate, Letter, Paragraph, styles } from "./layout.server";

export type PassportReminderProps = {
  name?: string | null;
  summary: BookingSummary;
  /** The travellers still without a passport number or expiry, with their position in the booking. */
  missing: Array<TravellerSummary & { position: number }>;
  /** How many travellers are not entered at all yet (a party larger than the travellers given). */
  unnamed: number;
  /** The last day passports can be completed in the account (30 days before departure). */
  dueBy: IsoDate;
};

/** 45 days before departure, once, while a traveller's passport details are missing (decision 081). */
export const passportReminder: EmailTemplate<PassportReminderProps> = {
  subject: ({ t }, { summary }) => t("passportReminder.subject", { reference: summary.reference }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const { summary } = props;
    const dueBy = formatDate(ctx, props.dueBy);
    return (
      <Letter
        ctx={ctx}
        preview={t("passportReminder.preview", { date: dueBy })}
        title={t("passportReminder.heading")}
        name={props.name}
      >
        <Paragraph>
          {t("passportReminder.intro", {
            tour: summary.tourTitle,
            date: summary.startDate ? formatDate(ctx, summary.startDate) : "",
          })}
        </Paragraph>
        <ReferenceBox ctx={ctx} reference={summary.reference} />
        <Section
          style={{
            backgroundColor: "#f8f4ec",
            borderLeft: "4px solid #d99a2b",
            padding: "12px 16px",
            margin: "0 0 16px",
          }}
        >
          <Text style={styles.label}>{t("passportReminder.missing")}</Text>
          {props.missing.map((traveller) => (
            <Text key={traveller.position} style={{ ...styles.paragraph, margin: "4px 0 0" }}>
              {travellerLine(ctx, traveller, traveller.position)}
            </Text>
          ))}
          {props.unnamed > 0 ? (
            <Text style={{ ...styles.paragraph, margin: "4px 0 0" }}>
              {t("passportReminder.unnamed", { count: props.unnamed })}
            </Text>
          ) : null}
        </Section>
        <Paragraph>{t("passportReminder.deadline", { date: dueBy })}</Paragraph>
        <ActionButton ctx={ctx} href={summary.bookingUrl} label={t("passportReminder.action")} />
        <Paragraph>{t("passportReminder.validity", { months: PASSPORT_MONTHS_AFTER_RETURN })}</Paragraph>
      </Letter>
    );
  },
};
