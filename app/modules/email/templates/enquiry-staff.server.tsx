import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { EmailLayout, type EmailTemplate, Paragraph, styles, Title } from "./layout.server";

export type EnquiryStaffProps = {
  id: number;
  /** contact, accommodation, tour or tailor_made. */
  type: string;
  fullName: string;
  email: string;
  phone?: string | null;
  /** Label and value pairs, already formatted, in the order staff read them. */
  fields: { label: string; value: string }[];
  message?: string | null;
};

/** Staff notification of a new enquiry (any type), to STAFF_EMAIL with a copy. */
export const enquiryStaff: EmailTemplate<EnquiryStaffProps> = {
  subject: ({ t }, props) =>
    t("enquiryStaff.subject", {
      type: t(`enquiryStaff.types.${props.type}`),
      name: props.fullName,
      id: props.id,
    }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const rows = [
      { label: t("enquiryStaff.name"), value: props.fullName },
      { label: t("enquiryStaff.email"), value: props.email },
      { label: t("enquiryStaff.phone"), value: props.phone || t("enquiryStaff.missing") },
      ...props.fields,
    ];
    const lines = (props.message ?? "").split(/\r?\n/).filter((line) => line.trim() !== "");
    return (
      <EmailLayout
        ctx={ctx}
        preview={t("enquiryStaff.preview", { name: props.fullName, email: props.email })}
      >
        <Title>
          {t("enquiryStaff.heading", { type: t(`enquiryStaff.types.${props.type}`), id: props.id })}
        </Title>
        <Paragraph>{t("enquiryStaff.intro")}</Paragraph>
        <Section style={{ margin: "0 0 16px" }}>
          {rows.map((row) => (
            <Row key={row.label} style={{ borderBottom: "1px solid #eee5d6" }}>
              <Column style={{ width: "40%", padding: "8px 0", verticalAlign: "top" }}>
                <Text style={styles.label}>{row.label}</Text>
              </Column>
              <Column style={{ padding: "8px 0" }}>
                <Text style={{ ...styles.paragraph, margin: 0 }}>{row.value}</Text>
              </Column>
            </Row>
          ))}
        </Section>
        {lines.length > 0 ? (
          <Section style={{ margin: "0 0 16px" }}>
            <Text style={styles.label}>{t("enquiryStaff.message")}</Text>
            {lines.map((line, index) => (
              <Text key={index} style={{ ...styles.paragraph, margin: "0 0 4px" }}>
                {line}
              </Text>
            ))}
          </Section>
        ) : null}
        <Paragraph>{t("enquiryStaff.reply", { hours: 24 })}</Paragraph>
      </EmailLayout>
    );
  },
};
