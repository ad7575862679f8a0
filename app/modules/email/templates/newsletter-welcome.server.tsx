import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { absoluteUrl } from "#app/i18n/urls";
import { type EmailTemplate, Letter, Paragraph, styles } from "./layout.server";

/** Spec section 9: the newsletter welcome gift is 5% off the first booking. */
export const WELCOME_DISCOUNT_PERCENT = 5;

export type NewsletterWelcomeProps = {
  firstName?: string | null;
  discountCode: string;
  unsubscribeUrl: string;
};

export const newsletterWelcome: EmailTemplate<NewsletterWelcomeProps> = {
  subject: ({ t, brand }) =>
    t("newsletterWelcome.subject", { company: brand.company, percent: WELCOME_DISCOUNT_PERCENT }),
  Body({ ctx, props }) {
    const { t, brand } = ctx;
    const percent = WELCOME_DISCOUNT_PERCENT;
    return (
      <Letter
        ctx={ctx}
        preview={t("newsletterWelcome.preview", { code: props.discountCode })}
        title={t("newsletterWelcome.heading", { company: brand.company })}
        name={props.firstName}
        after={
          <Text style={{ ...styles.small, marginTop: "32px" }}>
            {t("newsletterWelcome.reason", { company: brand.company })}{" "}
            {t("newsletterWelcome.unsubscribeIntro")}{" "}
            <Link href={props.unsubscribeUrl} style={styles.link}>
              {t("newsletterWelcome.unsubscribe")}
            </Link>
          </Text>
        }
      >
        <Paragraph>{t("newsletterWelcome.intro")}</Paragraph>
        <Paragraph>{t("newsletterWelcome.giftIntro", { percent })}</Paragraph>
        <Section style={{ textAlign: "center", margin: "8px 0 8px" }}>
          <Text style={styles.label}>{t("newsletterWelcome.codeLabel")}</Text>
          <Text style={styles.code}>{props.discountCode}</Text>
        </Section>
        <Paragraph>{t("newsletterWelcome.howToUse")}</Paragraph>
        <Paragraph>
          <Link href={absoluteUrl(brand.siteUrl, "/tours")} style={styles.link}>
            {t("newsletterWelcome.cta")}
          </Link>
        </Paragraph>
      </Letter>
    );
  },
};
