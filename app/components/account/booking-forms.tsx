import { Form } from "react-router";
import { PaymentMethods } from "#app/components/booking/payment-methods";
import { CheckField, Field, FormStatus, TextArea } from "#app/components/ui/form";
import {
  CANCELLATION_NOTE_MAX,
  DATE_INPUT_MAX,
  PASSPORT_NUMBER_INPUT_MAX,
} from "#app/domain/booking/account";
import type { AccountTraveller, BookingActionData } from "#app/domain/booking/account-view";
import type { WizardPage } from "#app/domain/booking/wizard-page";
import { useTranslation } from "#app/i18n/react";
import { AccountFields } from "./account-form";
import { useBookingFormat } from "./booking-format";

/** The answer's errors and typed values for one form, if the answer is about it. */
function answerFor(actionData: BookingActionData | undefined, intent: string, travellerId?: number) {
  if (!actionData || actionData.intent !== intent) return null;
  if (travellerId !== undefined && actionData.travellerId !== travellerId) return null;
  return actionData;
}

/**
 * Pay balance: a plain POST with the form's idempotency key (a double click
 * sends the same key: one payment); the action sends the browser on to the
 * payment provider's page, so the form reloads the document even with
 * JavaScript (the provider may be another site).
 */
export function PayBalanceForm(props: {
  amountCents: number;
  idempotencyKey: string;
  actionData: BookingActionData | undefined;
  /** The ways to pay offered: a choice when there are several. */
  methods: WizardPage["paymentMethods"];
}) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  const answer = answerFor(props.actionData, "pay-balance");
  const [only] = props.methods;
  return (
    <Form method="post" reloadDocument className="account-form" data-testid="pay-balance-form">
      <input type="hidden" name="intent" value="pay-balance" />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      {props.methods.length > 1 ? (
        <PaymentMethods
          methods={props.methods}
          chosen={answer?.values.paymentMethod ?? only?.method ?? ""}
          error={answer?.fieldErrors.paymentMethod}
        />
      ) : only ? (
        <input type="hidden" name="paymentMethod" value={only.method} />
      ) : null}
      <AccountFields intent="pay-balance">
        {answer?.formError ? <FormStatus tone="error">{answer.formError}</FormStatus> : null}
      </AccountFields>
      <button type="submit" className="btn btn-primary">
        {t("bookings.balance.submit", { amount: format.money(props.amountCents) })}
      </button>
    </Form>
  );
}

/** One traveller's missing passport number and expiry; the expiry must reach `validUntil`. */
export function PassportForm(props: {
  traveller: AccountTraveller;
  name: string;
  validUntil: string | null;
  actionData: BookingActionData | undefined;
}) {
  const { t } = useTranslation("account");
  const format = useBookingFormat();
  const { traveller } = props;
  const answer = answerFor(props.actionData, "passport", traveller.id);
  const errors = answer?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      className="account-form account-form--inline"
      noValidate
      aria-label={t("bookings.passport.formLabel", { name: props.name })}
      data-testid="passport-form"
    >
      <input type="hidden" name="intent" value="passport" />
      <input type="hidden" name="travellerId" value={traveller.id} />
      <AccountFields intent={`passport-${traveller.id}`}>
        {answer ? (
          <FormStatus tone="error">{answer.formError ?? errors.form ?? t("messages.fixErrors")}</FormStatus>
        ) : null}
        <Field
          name="passportNumber"
          label={t("bookings.passport.number")}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={PASSPORT_NUMBER_INPUT_MAX}
          defaultValue={answer?.values.passportNumber ?? ""}
          error={errors.passportNumber}
          required
        />
        <Field
          name="passportExpiry"
          type="date"
          label={t("bookings.passport.expiry")}
          hint={
            props.validUntil
              ? t("bookings.passport.expiryHint", { date: format.date(props.validUntil) })
              : undefined
          }
          maxLength={DATE_INPUT_MAX}
          defaultValue={answer?.values.passportExpiry ?? ""}
          error={errors.passportExpiry}
          required
        />
      </AccountFields>
      <button type="submit" className="btn btn-primary">
        {t("bookings.passport.submit")}
      </button>
    </Form>
  );
}

/** The cancellation request: a note for the office and the confirmation that the policy was read. */
export function CancellationForm(props: { actionData: BookingActionData | undefined }) {
  const { t } = useTranslation("account");
  const answer = answerFor(props.actionData, "cancel-request");
  const errors = answer?.fieldErrors ?? {};
  return (
    <Form method="post" className="account-form" noValidate data-testid="cancellation-form">
      <input type="hidden" name="intent" value="cancel-request" />
      <AccountFields intent="cancel">
        {answer ? (
          <FormStatus tone="error">{answer.formError ?? errors.form ?? t("messages.fixErrors")}</FormStatus>
        ) : null}
        <TextArea
          name="note"
          label={t("bookings.cancel.note")}
          hint={t("bookings.cancel.noteHint", { max: CANCELLATION_NOTE_MAX })}
          rows={4}
          maxLength={CANCELLATION_NOTE_MAX}
          defaultValue={answer?.values.note ?? ""}
          error={errors.note}
        />
        <CheckField name="confirm" label={t("bookings.cancel.confirm")} error={errors.confirm} required />
      </AccountFields>
      <button type="submit" className="btn account-danger">
        {t("bookings.cancel.submit")}
      </button>
    </Form>
  );
}
