import type { ReactNode } from "react";
import { Form } from "react-router";
import { Field, FormScope, FormStatus } from "#app/components/ui/form";
import { type AccountActionData, type AccountIntent, SAVED_AFTER_REDIRECT } from "#app/domain/account-fields";
import { useTranslation } from "#app/i18n/react";

/** What the last answer says about one form of the account page. */
export type FormState = {
  errors: Record<string, string>;
  /** A translated message about the whole form. */
  formError?: string | null;
  values: AccountActionData["values"] | undefined;
  /** Message key of a saved form. */
  success?: string;
  key: string;
};

/** The state of the form `intent` from the action's answer, or from `?saved=` after a redirect. */
export function formState(
  actionData: AccountActionData | undefined,
  saved: AccountIntent | null,
  intent: AccountIntent,
): FormState {
  if (!actionData && saved === intent) {
    return { errors: {}, values: undefined, success: SAVED_AFTER_REDIRECT[saved], key: intent };
  }
  if (!actionData || actionData.intent !== intent) return { errors: {}, values: undefined, key: intent };
  return {
    errors: actionData.fieldErrors,
    formError: actionData.formError,
    values: actionData.values,
    success: actionData.success,
    // A saved form starts over (empty password fields); a refused one keeps what was typed.
    key: actionData.success ? `${intent}-${actionData.at}` : intent,
  };
}

/** What a form that guards the account's keys needs: the address, whether there is a password, its state. */
export type KeyFormProps = { email: string; hasPassword: boolean; state: FormState };

/** One section of the account page, named by its heading. */
export function AccountSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={props.id} className="account-section" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className="account-section__title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The account page's look, and ids `${intent}-${name}`, for the fields inside. */
export function AccountFields({ intent, children }: { intent: string; children: ReactNode }) {
  return <FormScope.Provider value={{ variant: "account", idPrefix: intent }}>{children}</FormScope.Provider>;
}

/**
 * One form of the page: its intent, an optional title and text, the answer's
 * status, the fields, then the submit button. A new `state.key` starts it over.
 */
export function AccountForm(props: {
  intent: AccountIntent;
  state: FormState;
  title?: string;
  text?: string;
  submit: string;
  /** The account deletion: red, and set apart. */
  danger?: boolean;
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      className={props.danger ? "account-form account-form--danger" : "account-form"}
      key={props.state.key}
      noValidate={props.noValidate}
    >
      <input type="hidden" name="intent" value={props.intent} />
      {props.title ? <h3 className="account-section__subtitle">{props.title}</h3> : null}
      {props.text ? <p className="account-section__text">{props.text}</p> : null}
      <AccountFields intent={props.intent}>
        <AccountStatus state={props.state} />
        {props.children}
      </AccountFields>
      <button type="submit" className={props.danger ? "btn account-danger" : "btn btn-primary"}>
        {props.submit}
      </button>
    </Form>
  );
}

/** The form's success message or its error that belongs to no field. */
export function AccountStatus({ state }: { state: FormState }) {
  const { t } = useTranslation("account");
  if (state.success) return <FormStatus tone="success">{t(state.success)}</FormStatus>;
  const message = state.formError ?? state.errors.form;
  if (!message && Object.keys(state.errors).length === 0) return null;
  return <FormStatus tone="error">{message ?? t("messages.fixErrors")}</FormStatus>;
}

/** The account's current password, which every change of its keys asks for. */
export function CurrentPasswordField({ error }: { error: string | undefined }) {
  const { t } = useTranslation("account");
  return (
    <Field
      name="currentPassword"
      type="password"
      label={t("currentPassword")}
      autoComplete="current-password"
      error={error}
      required
    />
  );
}
