import "#app/styles/forms.css";
import "./conversations.css";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useOfflineSubmission } from "#app/components/offline/form-outbox-link";
import { Field, FormStatus } from "#app/components/ui/form";
import {
  isNewsletterStatus,
  isNewsletterSuccess,
  NAME_MAX,
  type NewsletterResult,
  type NewsletterVariant,
} from "#app/domain/conversation-fields";
import { retryAfterSeconds, retryWhen } from "#app/domain/http/retry-after";
import type { Language } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";

/** Spec section 9: the success message stays 5 seconds. */
export const NEWSLETTER_SUCCESS_MS = 5000;

/**
 * The newsletter sign-up (spec section 4): idle, submitting, success (5 s), error.
 * A plain POST to /newsletter without JavaScript; with it, a fetch that reads
 * the JSON answer. Not a fetcher: a fetcher's failed request (network down, a
 * proxy's 502) would replace the whole page with the error boundary, where
 * the form must say 'Failed to subscribe. Please try again.' and keep the email.
 * Offline, the sign-up waits in the outbox (decision 101) with the email kept,
 * and the form says so until the server has answered it.
 */
export function NewsletterForm({ variant }: { variant: NewsletterVariant }) {
  const { t, i18n } = useTranslation("newsletter");
  const id = useId();
  // Without JavaScript the action sends the visitor back with ?newsletter=<status>&nlv=<variant>.
  const [params] = useSearchParams();
  const status = params.get("nlv") === variant ? params.get("newsletter") : null;
  const retry = status === "limited" ? retryAfterSeconds(params.get("retry")) : null;
  const initial: NewsletterResult | null = isNewsletterStatus(status)
    ? {
        state: isNewsletterSuccess(status) ? "success" : "error",
        message: retry
          ? t("errors:rateLimited", { when: retryWhen(i18n.language as Language, retry) })
          : t(`status.${status}`),
      }
    : null;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const location = useLocation();
  const [email, setEmail] = useState(initial?.state === "error" ? (initial.email ?? "") : "");
  const [firstName, setFirstName] = useState(initial?.state === "error" ? (initial.firstName ?? "") : "");
  const [result, setResult] = useState<NewsletterResult | null>(initial ?? null);
  const [submitting, setSubmitting] = useState(false);
  const outbox = useOfflineSubmission("newsletter", (outcome) =>
    setResult(
      outcome === "sent"
        ? { state: "success", message: t("status.subscribed") }
        : { state: "error", message: t("status.failed") },
    ),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    outbox.replaceWaiting();
    const form = event.currentTarget;
    const body = new FormData(form);
    try {
      if (await outbox.keepIfOffline(body)) {
        setResult(null);
        return;
      }
      const response = await fetch(form.action, { method: "post", body });
      const answer = (await response.json()) as NewsletterResult;
      if (answer?.state !== "success" && answer?.state !== "error") throw new Error("unexpected answer");
      setResult(answer);
    } catch {
      // The connection went while sending: the sign-up waits for it to come back.
      if (await outbox.keepIfOffline(body)) setResult(null);
      else setResult({ state: "error", message: t("status.failed") });
    } finally {
      setSubmitting(false);
    }
  }

  useEffect(() => {
    if (result?.state !== "success") return;
    setEmail("");
    setFirstName("");
    const timer = setTimeout(() => setResult(null), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [result]);

  if (result?.state === "success") {
    return (
      <div className={`newsletter-form newsletter-form--${variant}`} id={`newsletter-${variant}`}>
        <FormStatus tone="success">{result.message}</FormStatus>
        {variant !== "modal" ? (
          <button type="button" className="newsletter-form__again" onClick={() => setResult(null)}>
            {t("another")}
          </button>
        ) : null}
      </div>
    );
  }

  const fieldErrors = result?.state === "error" ? (result.fieldErrors ?? {}) : {};
  return (
    <form
      method="post"
      action="/newsletter"
      onSubmit={onSubmit}
      className={`newsletter-form newsletter-form--${variant}`}
      id={`newsletter-${variant}`}
      aria-label={t("formLabel")}
      noValidate
    >
      <input type="hidden" name="returnTo" value={location.pathname} />
      <input type="hidden" name="form" value={variant} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <div className="newsletter-form__fields">
        <Field
          id={`${id}-email`}
          type="email"
          name="email"
          label={t("email")}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <Field
          id={`${id}-name`}
          type="text"
          name="firstName"
          label={t("firstName")}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={fieldErrors.firstName}
        />
        <div className="hp-field" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t("honeypot")}</label>
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          className="btn btn-accent newsletter-form__submit"
          // Without JavaScript the button stays enabled and the server checks the email.
          disabled={hydrated && (email.trim() === "" || submitting)}
        >
          {submitting ? t("submitting") : t("submit")}
        </button>
      </div>
      {/* A field's own message says it better than the general one. */}
      {result?.state === "error" && Object.keys(fieldErrors).length === 0 ? (
        <FormStatus tone="error">{result.message}</FormStatus>
      ) : null}
      {outbox.waiting ? <FormStatus tone="info">{t("common:offlineForms.queued")}</FormStatus> : null}
    </form>
  );
}
