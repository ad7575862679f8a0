import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormScope, FormStatus } from "#app/components/ui/form";
import type { WizardReply } from "#app/domain/booking/wizard-page";
import { useTranslation } from "#app/i18n/react";

/**
 * One step's form: a plain POST to the wizard's route (it works without
 * JavaScript; with it React Router posts it without a full reload), the
 * draft and the step's intent, the refusal above the fields, and Back and
 * Continue. Fields are checked on the server, which answers in the page's
 * language beside each field; the browser's own checks are off (noValidate)
 * so that a traveller never meets two sets of messages.
 */
export function WizardForm({
  draftId,
  intent,
  reply,
  back,
  next,
  children,
  labelledBy,
}: {
  draftId: number;
  /** The step's intent; null when its buttons carry their own (step 4: apply a code, pay, request). */
  intent: string | null;
  reply: WizardReply | null;
  /** A link (the tour page, for step 1) or a button that saves and goes back. */
  back: { href: string } | "save";
  /** The forward button; Continue unless given. */
  next?: ReactNode;
  children: ReactNode;
  labelledBy: string;
}) {
  const { t } = useTranslation("booking");
  const busy = useNavigation().state === "submitting";
  return (
    <FormScope.Provider value={{ variant: "site", idPrefix: `booking-${intent ?? "review"}` }}>
      <Form method="post" noValidate className="booking-form" aria-labelledby={labelledBy}>
        <input type="hidden" name="draft" value={draftId} />
        {intent === null ? null : <input type="hidden" name="intent" value={intent} />}
        {reply?.formError ? <FormStatus tone="error">{reply.formError}</FormStatus> : null}
        {reply && !reply.formError && Object.keys(reply.fieldErrors).length > 0 ? (
          <FormStatus tone="error">{t("wizard.fixFields")}</FormStatus>
        ) : null}
        {children}
        <div className="booking-form__nav">
          {back === "save" ? (
            <button type="submit" name="direction" value="back" className="btn btn-ghost" disabled={busy}>
              {t("back")}
            </button>
          ) : (
            <Link to={back.href} className="btn btn-ghost">
              {t("back")}
            </Link>
          )}
          {next ?? (
            <button type="submit" name="direction" value="next" className="btn btn-primary" disabled={busy}>
              {t("continue")}
            </button>
          )}
        </div>
      </Form>
    </FormScope.Provider>
  );
}

/** What to show in a field: what was just typed (a refused form), else what the draft holds. */
export function shownValue(reply: WizardReply | null, name: string, saved: string | number): string {
  const typed = reply?.values[name];
  return typeof typed === "string" ? typed : String(saved);
}
