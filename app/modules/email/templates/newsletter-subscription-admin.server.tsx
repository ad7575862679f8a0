import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";
import { LANGUAGE_TAGS } from "#app/i18n/config";
import {
  type EmailContext,
  EmailLayout,
  type EmailTemplate,
  Paragraph,
  styles,
  Title,
} from "./layout.server";

export type NewsletterSubscriptionAdminProps = {
  email: string;
  name?: string | null;
  discountCode: string;
  subscribedAt: Date | string;
};

function formatTime(ctx: EmailContext, value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[ctx.language], {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    // The office works in East Africa Time, whatever the server's zone.
    timeZone: OFFICE_TIME_ZONE,
    timeZoneName: "short",
  }).format(date);
}

function Field(props: { label: string; value: string }) {
  return (
    <Row style={{ borderBottom: "1px solid #eee5d6" }}>
      <Column style={{ width: "40%", padding: "8px 0", verticalAlign: "top" }}>
        <Text style={styles.label}>{props.label}</Text>
      </Column>
      <Column style={{ padding: "8px 0" }}>
        <Text style={{ ...styles.paragraph, margin: 0 }}>{props.value}</Text>
      </Column>
    </Row>
  );
}

/** Staff notification (spec: sent to the bookings address with a copy to operations). */
export const newsletterSubscriptionAdmin: EmailTemplate<NewsletterSubscriptionAdminProps> = {
  subject: ({ t }, props) => t("newsletterSubscriptionAdmin.subject", { email: props.email }),
  Body({ ctx, props }) {
    const { t } = ctx;
    const name = props.name?.trim();
    return (
      <EmailLayout
        ctx={ctx}
        preview={t("newsletterSubscriptionAdmin.preview", { email: props.email, code: props.discountCode })}
      >
        <Title>{t("newsletterSubscriptionAdmin.heading")}</Title>
        <Paragraph>{t("newsletterSubscriptionAdmin.intro")}</Paragraph>
        <Section style={{ margin: "0 0 16px" }}>
          <Field label={t("newsletterSubscriptionAdmin.email")} value={props.email} />
          <Field
            label={t("newsletterSubscriptionAdmin.name")}
            value={name || t("newsletterSubscriptionAdmin.nameMissing")}
          />
          <Field label={t("newsletterSubscriptionAdmin.code")} value={props.discountCode} />
          <Field label={t("newsletterSubscriptionAdmin.time")} value={formatTime(ctx, props.subscribedAt)} />
        </Section>
        <Paragraph>{t("newsletterSubscriptionAdmin.note")}</Paragraph>
      </EmailLayout>
    );
  },
};
