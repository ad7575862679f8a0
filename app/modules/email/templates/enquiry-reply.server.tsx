import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { type EmailTemplate, Letter, Paragraph, styles } from "./layout.server";

export type EnquiryReplyProps = {
  name?: string | null;
  /** The enquiry's number as the traveller's confirmation showed it ("#42"). */
  reference: string;
  /** What the staff member wrote; line breaks are kept. */
  body: string;
  /** What the traveller asked, quoted under the answer; left out when empty. */
  question?: string | null;
};

const lines = (text: string | null | undefined) =>
  (text ?? "").split(/\r?\n/).filter((line) => line.trim() !== "");

/** A staff member's answer to an enquiry, written in the staff area (issue 15), in the enquiry's language. */
export const enquiryReply: EmailTemplate<EnquiryReplyProps> = {
  subject: ({ t, brand }, props) =>
    t("enquiryReply.subject", { reference: props.reference, company: brand.company }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const question = lines(props.question);
    return (
      <Letter
        ctx={ctx}
        preview={t("enquiryReply.preview", { reference: props.reference })}
        title={t("enquiryReply.heading", { reference: props.reference })}
        name={props.name}
      >
        {lines(props.body).map((line, index) => (
          <Paragraph key={index}>{line}</Paragraph>
        ))}
        <Paragraph>{t("enquiryReply.replyHint")}</Paragraph>
        {question.length > 0 ? (
          <Section
            style={{
              backgroundColor: "#f8f4ec",
              borderLeft: "4px solid #d99a2b",
              padding: "12px 16px",
              margin: "0 0 16px",
            }}
          >
            <Text style={styles.label}>{t("enquiryReply.question")}</Text>
            {question.map((line, index) => (
              <Text key={index} style={{ ...styles.paragraph, margin: "0 0 4px" }}>
                {line}
              </Text>
            ))}
          </Section>
        ) : null}
      </Letter>
    );
  },
};
