import {
  ActionButton,
  EmailLayout,
  type EmailTemplate,
  Greeting,
  Paragraph,
  SignOff,
  Title,
} from "./layout.server";

export type VerifyEmailProps = { verifyUrl: string; name?: string | null };

export const verifyEmail: EmailTemplate<VerifyEmailProps> = {
  subject: ({ t }) => t("verifyEmail.subject"),
  Body({ ctx, props }) {
    const { t, brand } = ctx;
    return (
      <EmailLayout ctx={ctx} preview={t("verifyEmail.preview")}>
        <Title>{t("verifyEmail.heading")}</Title>
        <Greeting ctx={ctx} name={props.name} />
        <Paragraph>{t("verifyEmail.intro", { company: brand.company })}</Paragraph>
        <ActionButton ctx={ctx} href={props.verifyUrl} label={t("verifyEmail.action")} />
        <Paragraph>{t("verifyEmail.ignore")}</Paragraph>
        <SignOff ctx={ctx} />
      </EmailLayout>
    );
  },
};
