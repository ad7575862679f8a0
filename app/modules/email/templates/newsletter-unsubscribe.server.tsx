import { ActionButton, EmailLayout, type EmailTemplate, Paragraph, SignOff, Title } from "./layout.server";

export type NewsletterUnsubscribeProps = { unsubscribeUrl: string };

/** Sent when someone asks to unsubscribe without a valid link: only the mailbox owner can confirm. */
export const newsletterUnsubscribe: EmailTemplate<NewsletterUnsubscribeProps> = {
  subject: ({ t, brand }) => t("newsletterUnsubscribe.subject", { company: brand.company }),
  Body({ ctx, props }) {
    const { t, brand } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t("newsletterUnsubscribe.preview")}>
        <Title>{t("newsletterUnsubscribe.heading")}</Title>
        <Paragraph>{t("newsletterUnsubscribe.intro", { company: brand.company })}</Paragraph>
        <ActionButton ctx={ctx} href={props.unsubscribeUrl} label={t("newsletterUnsubscribe.action")} />
        <Paragraph>{t("newsletterUnsubscribe.ignore")}</Paragraph>
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
