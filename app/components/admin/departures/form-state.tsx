import type { ReactNode } from "react";
import { FormScope, FormStatus } from "#app/components/ui/form";

/** What a form of the departures section reads from its action's answer. */
export type AnswerData = {
  intent: string;
  target?: number | null;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError: string | null;
  saved?: string | null;
};

export type FormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
  saved: string | null;
};

const EMPTY: FormState = { values: {}, errors: {}, formError: null, saved: null };

/** The answer when it belongs to this form (its intent, and its record for a form of a list). */
export function formState(answer: unknown, intent: string, target: number | null = null): FormState {
  const reply = answer as AnswerData | undefined;
  if (!reply || reply.intent !== intent || (reply.target ?? null) !== target) return EMPTY;
  return {
    values: reply.values ?? {},
    errors: reply.fieldErrors ?? {},
    formError: reply.formError ?? null,
    saved: reply.saved ?? null,
  };
}

/**
 * The frame of one form: its fields get ids of their own (`${idPrefix}-${name}`,
 * as a page holds several forms), and its message above them.
 */
export function StaffForm({
  idPrefix,
  state,
  children,
}: {
  idPrefix: string;
  state: FormState;
  children: ReactNode;
}) {
  return (
    <FormScope.Provider value={{ variant: "site", idPrefix }}>
      {state.formError ? <FormStatus tone="error">{state.formError}</FormStatus> : null}
      {state.saved ? <FormStatus tone="success">{state.saved}</FormStatus> : null}
      {children}
    </FormScope.Provider>
  );
}
