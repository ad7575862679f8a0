import { ActionButton, type EmailTemplate, Letter, Paragraph } from "./layout.server";

/** Spec section 9: the reset link in the email is valid for 24 hours. */
export const PASSWORD_RESET_VALID_HOURS = 24;

export type PasswordResetProps = { resetUrl: string; name?: string | null };

export const passwordReset: EmailTemplate<PasswordResetProps> = {
  subject: ({ t, brand }) => t("passwordReset.subject", { company: brand.company }),
  Body({ ctx, props }) {
    const { t, brand } = ctx;
    const hours = PASSWORD_RESET_VALID_HOURS;
    return (
      <Letter
        ctx={ctx}
        preview={t("passwordReset.preview", { hours })}
        title={t("passwordReset.heading")}
        name={props.name}
      >
        <Paragraph>{t("passwordReset.intro", { company: brand.company })}</Paragraph>
        <ActionButton ctx={ctx} href={props.resetUrl} label={t("passwordReset.action")} />
        <Paragraph>{t("passwordReset.validity", { hours })}</Paragraph>
        <Paragraph>{t("passwordReset.ignore")}</Paragraph>
      </Letter>
    );
  },
};
