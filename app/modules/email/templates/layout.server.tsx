import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { fontStack } from "#app/domain/font-stacks";
import { LANGUAGE_TAGS, type Language } from "#app/i18n/config";
import type { Translate } from "../messages.server";

/** Who the mail comes from, printed in every footer (from configuration, not hard-coded). */
export type EmailBrand = {
  company: string;
  address: string;
  licence: string;
  siteUrl: string;
  contactEmail: string;
  phone: string;
};

/** What every template gets besides its own props. */
export type EmailContext = { t: Translate; language: Language; brand: EmailBrand; now: Date };

/** One template: its subject line and its body, both from the same props. */
export type EmailTemplate<P> = {
  subject(ctx: EmailContext, props: P): string;
  Body(props: { ctx: EmailContext; props: P }): ReactNode;
};

// Mail clients ignore stylesheets more often than not, so styles are inline.
const colors = { primary: "#1f5135", accent: "#d99a2b", text: "#1f2a24", muted: "#5b6660", page: "#f4efe6" };
export const fontFamily = fontStack(["Helvetica Neue", "Helvetica", "Arial"], "sans-serif");
export const monospaceFontFamily = fontStack(["Courier New", "Courier"], "monospace");

export const styles = {
  heading: {
    fontSize: "22px",
    lineHeight: "30px",
    fontWeight: 700,
    color: colors.primary,
    margin: "0 0 16px",
  },
  paragraph: { fontSize: "16px", lineHeight: "24px", color: colors.text, margin: "0 0 16px" },
  small: { fontSize: "13px", lineHeight: "20px", color: colors.muted, margin: "0 0 8px" },
  link: { color: colors.primary, textDecoration: "underline" },
  code: {
    display: "inline-block",
    fontFamily: monospaceFontFamily,
    fontSize: "26px",
    fontWeight: 700,
    letterSpacing: "3px",
    color: colors.primary,
    backgroundColor: "#fbf3e2",
    border: `2px dashed ${colors.accent}`,
    borderRadius: "8px",
    padding: "12px 20px",
    margin: "0 0 16px",
  },
  label: {
    fontSize: "13px",
    color: colors.muted,
    margin: "0",
    textTransform: "uppercase",
    letterSpacing: "1px",
  },
} satisfies Record<string, CSSProperties>;

export function EmailLayout(props: { ctx: EmailContext; preview: string; children: ReactNode }) {
  const { t, language, brand, now } = props.ctx;
  return (
    <Html lang={LANGUAGE_TAGS[language]} dir="ltr">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily, margin: 0, padding: "24px 0" }}>
        <Container
          style={{ maxWidth: "600px", margin: "0 auto", backgroundColor: "#ffffff", borderRadius: "12px" }}
        >
          <Section
            style={{ backgroundColor: colors.primary, borderRadius: "12px 12px 0 0", padding: "24px 32px" }}
          >
            <Link href={brand.siteUrl} style={{ color: "#ffffff", textDecoration: "none" }}>
              <Text style={{ fontSize: "24px", fontWeight: 700, color: "#ffffff", margin: 0 }}>
                {brand.company}
              </Text>
            </Link>
            <Text style={{ fontSize: "14px", color: "#f3dcae", margin: "4px 0 0" }}>
              {t("layout.tagline")}
            </Text>
          </Section>
          <Section style={{ padding: "32px" }}>{props.children}</Section>
          <Hr style={{ borderColor: "#e6dfd2", margin: 0 }} />
          <Section style={{ padding: "24px 32px" }}>
            <Text style={styles.small}>
              <strong>{brand.company}</strong> · {brand.address}
            </Text>
            <Text style={styles.small}>{t("layout.licensed", { licence: brand.licence })}</Text>
            <Text style={styles.small}>
              {t("layout.contact", { email: brand.contactEmail, phone: brand.phone })}
            </Text>
            <Text style={styles.small}>
              {t("layout.copyright", { year: now.getUTCFullYear(), company: brand.company })}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title(props: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {props.children}
    </Heading>
  );
}

export function Paragraph(props: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...styles.paragraph, ...props.style }}>{props.children}</Text>;
}

function Greeting(props: { ctx: EmailContext; name?: string | null }) {
  const name = props.name?.trim();
  return (
    <Paragraph>
      {name ? props.ctx.t("common.greeting", { name }) : props.ctx.t("common.greetingNoName")}
    </Paragraph>
  );
}

export function SignOff(props: { ctx: EmailContext }) {
  const { t, brand } = props.ctx;
  return (
    <Paragraph style={{ margin: "24px 0 0" }}>
      {t("common.signoff")}
      <br />
      {t("common.team", { company: brand.company })}
    </Paragraph>
  );
}

/**
 * A mail to one person: the layout with the heading, the greeting (by name
 * when there is one), the body and the sign-off; `after` comes below the
 * sign-off (why they get the mail, how to stop it).
 */
export function Letter(props: {
  ctx: EmailContext;
  preview: string;
  title: ReactNode;
  name?: string | null;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <EmailLayout ctx={props.ctx} preview={props.preview}>
      <Title>{props.title}</Title>
      <Greeting ctx={props.ctx} name={props.name} />
      {props.children}
      <SignOff ctx={props.ctx} />
      {props.after}
    </EmailLayout>
  );
}

/** A button plus the bare link beneath it, for clients that block buttons or for copying. */
export function ActionButton(props: { ctx: EmailContext; href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button
          href={props.href}
          style={{
            backgroundColor: colors.primary,
            color: "#ffffff",
            borderRadius: "8px",
            padding: "14px 24px",
            fontSize: "16px",
            fontWeight: 700,
            textDecoration: "none",
          }}
        >
          {props.label}
        </Button>
      </Section>
      <Text style={styles.small}>{props.ctx.t("common.linkFallback")}</Text>
      <Text style={{ ...styles.small, wordBreak: "break-all" }}>
        <Link href={props.href} style={styles.link}>
          {props.href}
        </Link>
      </Text>
    </>
  );
}
