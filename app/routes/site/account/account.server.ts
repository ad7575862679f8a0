import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import {
  ACCOUNT_KEPT_FIELDS,
  type AccountActionData,
  type AccountIntent,
  accountIntent,
  deleteAccountSchema,
  newsletterSchema,
  preferencesSchema,
} from "#app/domain/account-rules";
import type { ActionFailure } from "#app/domain/action-result";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteByEmailSchema,
  profileSchema,
} from "#app/domain/identity-rules";
import { savePreferences, setNewsletter } from "#app/modules/account/preferences.server";
import {
  changeEmail,
  deleteAccount,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  updateProfile,
} from "#app/modules/account/profile.server";
import { refuseForm, typedValues, validateForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { refuseLimited } from "#app/modules/http/too-many-requests.server";
import { changePassword, hasPassword, requestPasswordReset } from "#app/modules/identity/accounts.server";
import { limitMailForm, limitPasswordCheck, type MailForm } from "#app/modules/identity/form-limits.server";
import type { Viewer } from "#app/modules/identity/session.server";

type Context = Pick<AppLoadContext, "clientIp" | "language">;

export type { AccountActionData };

function saved(intent: AccountIntent, success: string) {
  return data<AccountActionData>({
    intent,
    values: {},
    fieldErrors: {},
    formError: null,
    success,
    at: Date.now(),
  });
}

/** The account page's action: one form per intent, each validated on its own. */
export async function handleAccountAction(viewer: Viewer, request: Request, context: Context) {
  const { language } = context;
  const form = await readForm(request, context);
  const intent = accountIntent(form.get("intent"));
  const reply = { intent, values: typedValues(form, ACCOUNT_KEPT_FIELDS), at: Date.now() };
  /** A module's refusal, beside the field it names, with the status it chose. */
  const refuse = (failure: ActionFailure) => refuseForm(language, reply, failure);
  const clientIp = context.clientIp;
  /** Counts a check of the current password; the refusal (429, Retry-After) when past the limit. */
  const passwordCheckRefused = async () => {
    const verdict = await limitPasswordCheck({ clientIp, userId: viewer.id });
    return verdict.allowed ? null : refuseLimited(language, reply, verdict);
  };
  /** Counts a mail this form sends; the refusal when past the limit. */
  const mailRefused = async (mail: MailForm, email: string) => {
    const verdict = await limitMailForm(mail, { clientIp, email });
    return verdict.allowed ? null : refuseLimited(language, reply, verdict);
  };
  switch (intent) {
    case "profile": {
      const checked = validateForm(profileSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      const result = await updateProfile(viewer.id, checked.data);
      if (!result.ok) return refuse(result);
      return saved(intent, "account:messages.profileSaved");
    }
    case "email": {
      // No password (signed up with Google): the form is not offered; say why before any field rule.
      if (!(await hasPassword(viewer.id))) {
        return refuse(EMAIL_CHANGE_NEEDS_PASSWORD);
      }
      const checked = validateForm(changeEmailSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      const limited =
        (await passwordCheckRefused()) ?? (await mailRefused("verification-mail", checked.data.email));
      if (limited) return limited;
      const result = await changeEmail(viewer.id, checked.data, request, context);
      if (!result.ok) return refuse(result);
      return saved(intent, "account:messages.emailChanged");
    }
    case "password": {
      // Signed up with Google, no password yet: the form only asks for the
      // emailed link, which sets one (the reset flow adds the password).
      if (!(await hasPassword(viewer.id))) {
        const limited = await mailRefused("password-reset", viewer.email);
        if (limited) return limited;
        await requestPasswordReset(viewer.email, request, context);
        return saved(intent, "account:messages.setPasswordLinkSent");
      }
      const checked = validateForm(changePasswordSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      const limited = await passwordCheckRefused();
      if (limited) return limited;
      const owner = { name: viewer.fullName, email: viewer.email };
      const result = await changePassword(checked.data, owner, request, context);
      if (!result.ok) {
        // A guessable new password names its field; any other refusal is about the current one.
        return refuse({ ...result, field: result.field ?? "currentPassword" });
      }
      // This browser's session was replaced: the new cookie must arrive before the page loads again.
      return redirect("/account?saved=password#security", { headers: result.headers });
    }
    case "newsletter": {
      const checked = validateForm(newsletterSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      const { subscribed } = checked.data;
      await setNewsletter({ email: viewer.email, fullName: viewer.fullName, language }, subscribed);
      return saved(intent, subscribed ? "account:messages.subscribed" : "account:messages.unsubscribed");
    }
    case "preferences": {
      const checked = validateForm(preferencesSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      const headers = await savePreferences(viewer.id, checked.data);
      // A new page load, so that it renders in the language just chosen.
      return redirect("/account?saved=preferences#preferences", { headers });
    }
    case "delete": {
      // Without a password (signed up with Google), the person types their email address instead.
      const checked = (await hasPassword(viewer.id))
        ? validateForm(deleteAccountSchema, form, language, reply)
        : validateForm(deleteByEmailSchema, form, language, reply);
      if (!checked.ok) return checked.response;
      // The typed address of an account without a password is a confirmation too: counted alike.
      const limited = await passwordCheckRefused();
      if (limited) return limited;
      const result = await deleteAccount(viewer.id, checked.data, request, context);
      if (!result.ok) return refuse(result);
      return redirect("/", { headers: result.headers });
    }
    default:
      return refuseForm(language, reply, { message: "errors:invalidInput", status: 400 });
  }
}
