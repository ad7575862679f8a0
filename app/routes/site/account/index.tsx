import "#app/styles/account.css";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { pageMeta } from "#app/components/seo/page-meta";
import { describedBy } from "#app/components/ui/form-field";
import {
  type AccountIntent,
  SAVED_AFTER_REDIRECT,
  savedNotice,
  tierProgress,
} from "#app/domain/account-fields";
import { CURRENCY_CODES } from "#app/domain/currency";
import { LANGUAGE_NAMES, LANGUAGES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { loyaltySummary, referralStats } from "#app/modules/account/loyalty.server";
import { newsletterSubscribed } from "#app/modules/account/preferences.server";
import { getProfile } from "#app/modules/account/profile.server";
import { passRetryAfter } from "#app/modules/http/too-many-requests.server";
import { hasPassword } from "#app/modules/identity/accounts.server";
import { requireViewer } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";
import { type AccountActionData, handleAccountAction } from "./account.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  const t = serverT(context.language, "account");
  const [profile, loyalty, referral, subscribed, passwordSet] = await Promise.all([
    getProfile(viewer.id),
    loyaltySummary(viewer.id, 5),
    referralStats(viewer.id),
    newsletterSubscribed(viewer.email),
    hasPassword(viewer.id),
  ]);
  if (!profile) throw new Response(null, { status: 404 });
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    profile: {
      email: profile.email,
      fullName: profile.fullName ?? "",
      phone: profile.phone ?? "",
      emailVerified: profile.emailVerified,
      /** False for an account made with Google: its forms confirm and change things another way. */
      hasPassword: passwordSet,
    },
    preferences: {
      language: profile.preferredLanguage ?? context.language,
      currency: profile.preferredCurrency ?? context.currency,
    },
    loyalty: {
      ...loyalty,
      entries: loyalty.entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    },
    referral,
    subscribed,
    saved: savedNotice(saved),
    messages: messagesFor(context.language, ["account"]),
    seo: { title: t("title"), description: t("metaDescription"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request, context);
  return handleAccountAction(viewer, request, context);
}

export const headers = passRetryAfter;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, data?.seo),
  { name: "robots", content: "noindex" },
];

type FormState = {
  errors: Record<string, string>;
  /** A translated message about the whole form. */
  formError?: string | null;
  values: AccountActionData["values"] | undefined;
  /** Message key of a saved form. */
  success?: string;
  key: string;
};

/** What the last answer says about one form of the page. */
function formState(
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

/** The page's sections in the order of its table of contents: anchor and title key. */
const CONTENTS = [
  ["profile", "profile"],
  ["loyalty", "loyalty.title"],
  ["bookings", "myBookings"],
  ["preferences", "preferences.title"],
  ["security", "security.title"],
  ["privacy", "privacy.title"],
] as const;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("account");
  const { profile, loyalty, referral, preferences } = loaderData;
  const number = new Intl.NumberFormat(i18n.language);
  const profileForm = formState(actionData, loaderData.saved, "profile");
  const emailForm = formState(actionData, loaderData.saved, "email");
  const passwordForm = formState(actionData, loaderData.saved, "password");
  const newsletterForm = formState(actionData, loaderData.saved, "newsletter");
  const preferencesForm = formState(actionData, loaderData.saved, "preferences");
  const deleteForm = formState(actionData, loaderData.saved, "delete");
  const generalError = actionData && actionData.intent === null ? actionData.formError : null;
  const progress = tierProgress(loyalty.balance, loyalty.tierFloor, loyalty.next?.threshold ?? null);

  return (
    <>
      <PageHeader
        title={t("title")}
        crumbs={[{ label: t("title"), to: "/account" }]}
        lead={profile.fullName ? t("welcome", { name: profile.fullName }) : undefined}
      />
      <div className="container account">
        {generalError ? (
          <p className="account-alert account-alert--error" role="alert">
            {generalError}
          </p>
        ) : null}
        <nav className="account__toc" aria-label={t("sectionsLabel")}>
          <ul>
            {CONTENTS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{t(title)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account__sections">
          <Section id="profile" title={t("profile")}>
            <AccountForm intent="profile" state={profileForm} submit={t("save")} noValidate>
              <Field
                form="profile"
                name="fullName"
                label={t("fullName")}
                autoComplete="name"
                defaultValue={profileForm.values?.fullName ?? profile.fullName}
                error={profileForm.errors.fullName}
                required
              />
              <Field
                form="profile"
                name="phone"
                type="tel"
                label={t("phone")}
                hint={t("phoneHint")}
                autoComplete="tel"
                defaultValue={profileForm.values?.phone ?? profile.phone}
                error={profileForm.errors.phone}
              />
            </AccountForm>
          </Section>

          <Section id="email" title={t("emailChange.title")}>
            <p className="account-section__text">
              {t("emailChange.current", { email: profile.email })}{" "}
              <span className={profile.emailVerified ? "account-badge" : "account-badge account-badge--warn"}>
                {profile.emailVerified ? t("emailChange.verified") : t("emailChange.unverified")}
              </span>
            </p>
            {profile.hasPassword ? (
              <AccountForm intent="email" state={emailForm} submit={t("emailChange.submit")} noValidate>
                <Field
                  form="email"
                  name="email"
                  type="email"
                  label={t("emailChange.newEmail")}
                  autoComplete="email"
                  defaultValue={emailForm.values?.email ?? ""}
                  error={emailForm.errors.email}
                  required
                />
                <CurrentPasswordField form="email" error={emailForm.errors.currentPassword} />
              </AccountForm>
            ) : (
              <>
                <Status state={emailForm} />
                <p className="account-section__text" data-testid="email-change-needs-password">
                  {t("emailChange.needsPasswordText")}{" "}
                  <a href="#security">{t("emailChange.setPasswordLink")}</a>
                </p>
              </>
            )}
          </Section>

          <Section id="loyalty" title={t("loyalty.title")}>
            <dl className="account-stats">
              <div>
                <dt>{t("loyalty.balance")}</dt>
                <dd data-testid="loyalty-points">{t("loyalty.points", { count: loyalty.balance })}</dd>
              </div>
              <div>
                <dt>{t("loyalty.tier")}</dt>
                <dd data-testid="loyalty-tier">{t(`loyalty.tiers.${loyalty.tier}`)}</dd>
              </div>
            </dl>
            {loyalty.next ? (
              <div className="account-progress">
                <label htmlFor="loyalty-progress">
                  {t("loyalty.toNext", {
                    count: loyalty.next.missing,
                    tier: t(`loyalty.tiers.${loyalty.next.tier}`),
                  })}
                </label>
                <progress id="loyalty-progress" max={100} value={progress}>
                  {progress}%
                </progress>
              </div>
            ) : (
              <p className="account-section__text">{t("loyalty.topTier")}</p>
            )}
            {loyalty.entries.length > 0 ? (
              <>
                <h3 className="account-section__subtitle">{t("loyalty.history")}</h3>
                <ul className="account-ledger">
                  {loyalty.entries.map((entry) => (
                    <li key={entry.id}>
                      <span>{t(`loyalty.reasons.${entry.reason}`)}</span>
                      <time dateTime={entry.createdAt}>
                        {new Date(entry.createdAt).toLocaleDateString(i18n.language, { timeZone: "UTC" })}
                      </time>
                      <strong className={entry.points < 0 ? "account-ledger__minus" : undefined}>
                        {entry.points > 0 ? "+" : ""}
                        {number.format(entry.points)}
                      </strong>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="account-section__text">{t("loyalty.noHistory")}</p>
            )}
          </Section>

          <Section id="referral" title={t("referral.title")}>
            <p className="account-section__text">{t("referral.text")}</p>
            {referral.code && referral.shareLink ? (
              <>
                <dl className="account-stats">
                  <div>
                    <dt>{t("referral.code")}</dt>
                    <dd className="account-code" data-testid="referral-code">
                      {referral.code}
                    </dd>
                  </div>
                  <div>
                    <dt>{t("referral.friendsLabel")}</dt>
                    <dd data-testid="referral-friends">
                      {t("referral.friends", { count: referral.friends })}
                    </dd>
                  </div>
                </dl>
                <div className="account-field">
                  <label htmlFor="referral-link">{t("referral.shareLink")}</label>
                  <input
                    id="referral-link"
                    className="account-input"
                    type="url"
                    readOnly
                    value={referral.shareLink}
                    aria-describedby="referral-link-hint"
                  />
                  <p id="referral-link-hint" className="account-field__hint">
                    {t("referral.shareHint")}
                  </p>
                </div>
              </>
            ) : (
              <p className="account-section__text">{t("referral.noCode")}</p>
            )}
          </Section>

          <Section id="bookings" title={t("myBookings")}>
            <p className="empty-state account-empty">{t("noBookings")}</p>
            <Link to="/tours" className="btn btn-ghost">
              {t("browseTours")}
            </Link>
          </Section>

          <Section id="preferences" title={t("preferences.title")}>
            <AccountForm
              intent="newsletter"
              state={newsletterForm}
              title={t("newsletter.title")}
              submit={t("newsletter.submit")}
            >
              <div className="account-check">
                <input
                  id="newsletter-subscribed"
                  type="checkbox"
                  name="subscribed"
                  defaultChecked={loaderData.subscribed}
                  aria-describedby="newsletter-hint"
                />
                <label htmlFor="newsletter-subscribed">{t("newsletter.label")}</label>
              </div>
              <p id="newsletter-hint" className="account-field__hint">
                {t("newsletter.hint")}
              </p>
            </AccountForm>
            <AccountForm
              intent="preferences"
              state={preferencesForm}
              title={t("preferences.languageAndCurrency")}
              submit={t("preferences.submit")}
            >
              <SelectField
                form="preferences"
                name="language"
                label={t("preferences.language")}
                defaultValue={preferencesForm.values?.language ?? preferences.language}
                error={preferencesForm.errors.language}
                options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
              />
              <SelectField
                form="preferences"
                name="currency"
                label={t("preferences.currency")}
                defaultValue={preferencesForm.values?.currency ?? preferences.currency}
                error={preferencesForm.errors.currency}
                options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
              />
            </AccountForm>
          </Section>

          <Section id="security" title={t("security.title")}>
            {profile.hasPassword ? (
              <AccountForm intent="password" state={passwordForm} submit={t("security.submit")} noValidate>
                <CurrentPasswordField form="password" error={passwordForm.errors.currentPassword} />
                <Field
                  form="password"
                  name="password"
                  type="password"
                  label={t("newPassword")}
                  hint={t("security.passwordHint")}
                  autoComplete="new-password"
                  error={passwordForm.errors.password}
                  required
                />
                <Field
                  form="password"
                  name="confirmPassword"
                  type="password"
                  label={t("confirmPassword")}
                  autoComplete="new-password"
                  error={passwordForm.errors.confirmPassword}
                  required
                />
                <p className="account-field__hint">{t("security.otherSessions")}</p>
              </AccountForm>
            ) : (
              // Signed up with Google: no password to change yet, one to set by email.
              <AccountForm
                intent="password"
                state={passwordForm}
                text={t("security.noPasswordText", { email: profile.email })}
                submit={t("security.sendSetLink")}
              >
                <p className="account-field__hint">{t("security.setLinkHint")}</p>
              </AccountForm>
            )}
          </Section>

          <Section id="privacy" title={t("privacy.title")}>
            <h3 className="account-section__subtitle">{t("privacy.downloadTitle")}</h3>
            <p className="account-section__text">{t("privacy.downloadText")}</p>
            <a href="/account/data.json" className="btn btn-ghost" download>
              {t("privacy.downloadLink")}
            </a>
            <AccountForm
              intent="delete"
              state={deleteForm}
              title={t("delete.title")}
              text={t("delete.text")}
              submit={t("delete.submit")}
              danger
              noValidate
            >
              {profile.hasPassword ? (
                <CurrentPasswordField form="delete" error={deleteForm.errors.currentPassword} />
              ) : (
                <Field
                  form="delete"
                  name="confirmEmail"
                  type="email"
                  label={t("delete.typeEmail")}
                  hint={t("delete.typeEmailHint", { email: profile.email })}
                  autoComplete="off"
                  error={deleteForm.errors.confirmEmail}
                  required
                />
              )}
              <CheckField
                form="delete"
                name="confirm"
                label={t("delete.confirm")}
                error={deleteForm.errors.confirm}
              />
            </AccountForm>
          </Section>
        </div>
      </div>
    </>
  );
}

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={props.id} className="account-section" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className="account-section__title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/**
 * One form of the page: its intent, an optional title and text, the answer's
 * status, the fields, then the submit button. A new `state.key` starts it over.
 */
function AccountForm(props: {
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
      <Status state={props.state} />
      {props.children}
      <button type="submit" className={props.danger ? "btn account-danger" : "btn btn-primary"}>
        {props.submit}
      </button>
    </Form>
  );
}

/** The form's success message or its error that belongs to no field. */
function Status({ state }: { state: FormState }) {
  const { t } = useTranslation("account");
  if (state.success) {
    return (
      <p className="account-alert account-alert--success" role="status">
        {t(state.success)}
      </p>
    );
  }
  const message = state.formError ?? state.errors.form;
  if (!message && Object.keys(state.errors).length === 0) return null;
  return (
    <p className="account-alert account-alert--error" role="alert">
      {message ?? t("messages.fixErrors")}
    </p>
  );
}

/** Field messages arrive translated from the action. */
type FieldProps = {
  form: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
};

function FieldMessages({ id, props }: { id: string; props: FieldProps }) {
  return (
    <>
      {props.hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="account-field__error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}

/** The account's current password, which every change of its keys asks for. */
function CurrentPasswordField({ form, error }: { form: string; error: string | undefined }) {
  const { t } = useTranslation("account");
  return (
    <Field
      form={form}
      name="currentPassword"
      type="password"
      label={t("currentPassword")}
      autoComplete="current-password"
      error={error}
      required
    />
  );
}

function Field(
  props: FieldProps & { type?: string; defaultValue?: string; autoComplete?: string; required?: boolean },
) {
  const id = `${props.form}-${props.name}`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        className="account-input"
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      />
      <FieldMessages id={id} props={props} />
    </div>
  );
}

function SelectField(
  props: FieldProps & { defaultValue: string; options: { value: string; label: string }[] },
) {
  const id = `${props.form}-${props.name}`;
  return (
    <div className="account-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        className="account-input"
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} props={props} />
    </div>
  );
}

function CheckField(props: FieldProps) {
  const id = `${props.form}-${props.name}`;
  return (
    <div className="account-field">
      <div className="account-check">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(id, props)}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      <FieldMessages id={id} props={props} />
    </div>
  );
}
