import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

export type VerifyEmailProps = { verifyUrl: string; name?: string | null };

export const verifyEmail: EmailTemplate<VerifyEmailProps> = {
  subject: ({ t }) => t("verifyEmail.subject"),
  Body({ ctx, props }) {
    const { t, brand } = ctx;
    return (
      <Letter ctx={ctx} preview={t("verifyEmail.preview")} title={t("verifyEmail.heading")} name={props.name}>
        <Paragraph>{t("verifyEmail.intro", { company: brand.company })}</Paragraph>
        <ActionButton ctx={ctx} href={props.verifyUrl} label={t("verifyEmail.action")} />
        <Paragraph>{t("verifyEmail.ignore")}</Paragraph>
      </Letter>
    );
  },
};
