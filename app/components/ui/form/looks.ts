import { createContext, useContext } from "react";

/**
 * The two looks the site's forms have: `site` (the shared form styles of
 * app/styles/forms.css: sign-in, sign-up, enquiries, newsletter) and
 * `account` (the account page's own, app/styles/account.css). Same markup,
 * different class names.
 */
export type FormVariant = "site" | "account";

type Look = {
  /** The field's frame; its hint and error are `${field}__hint`, `${field}__error`. */
  field: string;
  /** Added to the frame when the field has an error. */
  invalid?: string;
  /** The class of the input, select or textarea. */
  control?: string;
  /** A checkbox and its label, side by side. */
  check: string;
  /** A message about the whole form: `${status} ${status}--${tone}`. */
  status: string;
};

export const LOOKS: Record<FormVariant, Look> = {
  site: {
    field: "form-field",
    invalid: "form-field--invalid",
    check: "enquiry-form__check",
    status: "form-message",
  },
  account: {
    field: "account-field",
    control: "account-input",
    check: "account-check",
    status: "account-alert",
  },
};

/** What the fields of one form share: their look and the prefix of their ids (`${idPrefix}-${name}`). */
export type FormScopeValue = { variant: FormVariant; idPrefix: string };

export const FormScope = createContext<FormScopeValue>({ variant: "site", idPrefix: "field" });

/** The look and the id of a field named `name` (an `id` given to the field wins). */
export function useFieldScope(name: string, id?: string) {
  const { variant, idPrefix } = useContext(FormScope);
  return { look: LOOKS[variant], id: id ?? `${idPrefix}-${name}` };
}
