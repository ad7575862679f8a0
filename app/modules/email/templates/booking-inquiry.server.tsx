import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type EmailTemplate, Letter, Paragraph, styles } from "./layout.server";

/** Spec section 9: the email promises contact within 24 hours. */
export const INQUIRY_REPLY_HOURS = 24;

export type BookingInquiryProps = {
  name?: string | null;
  /** What the traveller asked for, already in their words or formatted by the caller; line breaks are kept. */
  summary: string;
  reference?: string | null;
};

export const bookingInquiry: EmailTemplate<BookingInquiryProps> = {
  subject: ({ t }) => t("bookingInquiry.subject"),
  Body({ ctx, props }) {
    const { t } = ctx;
    const hours = INQUIRY_REPLY_HOURS;
    const lines = props.summary.split(/\r?\n/).filter((line) => line.trim() !== "");
    return (
      <Letter
        ctx={ctx}
        preview={t("bookingInquiry.preview", { hours })}
        title={t("bookingInquiry.heading")}
        name={props.name}
      >
        <Paragraph>{t("bookingInquiry.intro", { hours })}</Paragraph>
        <Section
          style={{
            backgroundColor: "#f8f4ec",
            borderLeft: "4px solid #d99a2b",
            padding: "12px 16px",
            margin: "0 0 16px",
          }}
        >
          <Text style={styles.label}>{t("bookingInquiry.summaryHeading")}</Text>
          {props.reference ? (
            <Text style={{ ...styles.small, margin: "4px 0 8px" }}>
              {t("bookingInquiry.reference", { reference: props.reference })}
            </Text>
          ) : null}
          {lines.map((line, index) => (
            <Text key={index} style={{ ...styles.paragraph, margin: "0 0 4px" }}>
              {line}
            </Text>
          ))}
        </Section>
        <Paragraph>{t("bookingInquiry.next")}</Paragraph>
      </Letter>
    );
  },
};
