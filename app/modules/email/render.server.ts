import { render } from "@react-email/render";
import { createElement } from "react";
import type { Language } from "#app/i18n/config";
import { env } from "#app/modules/config/env.server";
import { emailLanguage, emailTranslator } from "./messages.server";
import { type BalanceOverdueProps, balanceOverdue } from "./templates/balance-overdue.server";
import { type BalanceReminderProps, balanceReminder } from "./templates/balance-reminder.server";
import {
  type BookingCancellationRequestProps,
  bookingCancellationRequest,
} from "./templates/booking-cancellation-request.server";
import { type BookingConfirmationProps, bookingConfirmation } from "./templates/booking-confirmation.server";
import { type BookingInquiryProps, bookingInquiry } from "./templates/booking-inquiry.server";
import { type BookingRequestProps, bookingRequest } from "./templates/booking-request.server";
import {
  type BookingRequestAcceptedProps,
  bookingRequestAccepted,
} from "./templates/booking-request-accepted.server";
import {
  type BookingRequestDeclinedProps,
  bookingRequestDeclined,
} from "./templates/booking-request-declined.server";
import { type BookingStaffProps, bookingStaff } from "./templates/booking-staff.server";
import { type EnquiryReplyProps, enquiryReply } from "./templates/enquiry-reply.server";
import { type EnquiryStaffProps, enquiryStaff } from "./templates/enquiry-staff.server";
import type { EmailBrand, EmailContext, EmailTemplate } from "./templates/layout.server";
import {
  type NewsletterSubscriptionAdminProps,
  newsletterSubscriptionAdmin,
} from "./templates/newsletter-subscription-admin.server";
import {
  type NewsletterUnsubscribeProps,
  newsletterUnsubscribe,
} from "./templates/newsletter-unsubscribe.server";
import { type NewsletterWelcomeProps, newsletterWelcome } from "./templates/newsletter-welcome.server";
import { type PassportReminderProps, passportReminder } from "./templates/passport-reminder.server";
import { type PasswordResetProps, passwordReset } from "./templates/password-reset.server";
import { type PaymentFlaggedProps, paymentFlagged } from "./templates/payment-flagged.server";
import { type PaymentReceiptProps, paymentReceipt } from "./templates/payment-receipt.server";
import { type PaymentReminderProps, paymentReminder } from "./templates/payment-reminder.server";
import { type RefundIssuedProps, refundIssued } from "./templates/refund-issued.server";
import { type VerifyEmailProps, verifyEmail } from "./templates/verify-email.server";

/** Every template by the name stored in `email_outbox.template`, with the props it needs. */
export type EmailPropsByTemplate = {
  "newsletter-welcome": NewsletterWelcomeProps;
  "newsletter-subscription-admin": NewsletterSubscriptionAdminProps;
  "password-reset": PasswordResetProps;
  "verify-email": VerifyEmailProps;
  "booking-inquiry": BookingInquiryProps;
  "newsletter-unsubscribe": NewsletterUnsubscribeProps;
  "enquiry-staff": EnquiryStaffProps;
  "booking-confirmation": BookingConfirmationProps;
  "payment-receipt": PaymentReceiptProps;
  "booking-staff": BookingStaffProps;
  "booking-request": BookingRequestProps;
  "payment-flagged": PaymentFlaggedProps;
  "payment-reminder": PaymentReminderProps;
  "passport-reminder": PassportReminderProps;
  "booking-cancellation-request": BookingCancellationRequestProps;
  "refund-issued": RefundIssuedProps;
  "balance-reminder": BalanceReminderProps;
  "balance-overdue": BalanceOverdueProps;
  "booking-request-accepted": BookingRequestAcceptedProps;
  "booking-request-declined": BookingRequestDeclinedProps;
  "enquiry-reply": EnquiryReplyProps;
};
export type EmailTemplateName = keyof EmailPropsByTemplate;

const TEMPLATES: { [K in EmailTemplateName]: EmailTemplate<EmailPropsByTemplate[K]> } = {
  "newsletter-welcome": newsletterWelcome,
  "newsletter-subscription-admin": newsletterSubscriptionAdmin,
  "password-reset": passwordReset,
  "verify-email": verifyEmail,
  "booking-inquiry": bookingInquiry,
  "newsletter-unsubscribe": newsletterUnsubscribe,
  "enquiry-staff": enquiryStaff,
  "booking-confirmation": bookingConfirmation,
  "payment-receipt": paymentReceipt,
  "booking-staff": bookingStaff,
  "booking-request": bookingRequest,
  "payment-flagged": paymentFlagged,
  "payment-reminder": paymentReminder,
  "passport-reminder": passportReminder,
  "booking-cancellation-request": bookingCancellationRequest,
  "refund-issued": refundIssued,
  "balance-reminder": balanceReminder,
  "balance-overdue": balanceOverdue,
  "booking-request-accepted": bookingRequestAccepted,
  "booking-request-declined": bookingRequestDeclined,
  "enquiry-reply": enquiryReply,
};

export const EMAIL_TEMPLATE_NAMES = Object.keys(TEMPLATES) as EmailTemplateName[];

function isEmailTemplateName(value: unknown): value is EmailTemplateName {
  return typeof value === "string" && Object.hasOwn(TEMPLATES, value);
}

export type RenderedEmail = { subject: string; html: string; text: string };

export type RenderOptions = { brand?: Partial<EmailBrand>; now?: Date };

const COMPANY_NAME = "Kilele Safaris";

function brandFromConfig(): EmailBrand {
  const config = env();
  return {
    company: COMPANY_NAME,
    address: config.BUSINESS_ADDRESS,
    licence: config.TOUR_OPERATOR_LICENCE,
    siteUrl: config.siteUrl,
    contactEmail: config.CONTACT_EMAIL,
    phone: config.PHONE_PRIMARY,
  };
}

// The text part is what screen readers, watches and spam filters read: keep headings as written.
const TEXT_OPTIONS = {
  plainText: true,
  htmlToTextOptions: {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
    ],
  },
} as const;

/**
 * Renders one template in the recipient's language: subject, HTML and the
 * plain-text alternative. `locale` is checked again (a value stored before
 * it was typed may be anything): unknown ones get English.
 */
export async function renderEmail<T extends EmailTemplateName>(
  template: T,
  language: Language,
  props: EmailPropsByTemplate[T],
  options: RenderOptions = {},
): Promise<RenderedEmail> {
  if (!isEmailTemplateName(template)) throw new Error(`Unknown email template: ${String(template)}`);
  const ctx: EmailContext = {
    t: emailTranslator(emailLanguage(language)),
    language: emailLanguage(language),
    brand: { ...brandFromConfig(), ...options.brand },
    now: options.now ?? new Date(),
  };
  const definition = TEMPLATES[template] as EmailTemplate<EmailPropsByTemplate[T]>;
  const element = createElement(definition.Body, { ctx, props });
  const [html, text] = await Promise.all([render(element), render(element, TEXT_OPTIONS)]);
  // A subject is a single header line, whatever a translation or a name contains.
  const subject = definition.subject(ctx, props).replace(/\s+/g, " ").trim();
  return { subject, html, text: text.trim() };
}
