import { useTranslation } from "#app/i18n/react";

/** Starts Google sign-in: a POST, so another site cannot start it for the visitor. */
export function GoogleButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <p className="auth-card__divider">{t("google.or")}</p>
      <form method="post" action="/auth/google">
        <input type="hidden" name="redirect" value={redirectTo} />
        <button type="submit" className="btn btn-ghost">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill="#4285F4"
              d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 01-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
            />
            <path
              fill="#34A853"
              d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0012 24z"
            />
            <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 010-4.6V6.6H1.3a12 12 0 000 10.8l4-3.1z" />
            <path
              fill="#EA4335"
              d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 001.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
            />
          </svg>
          {t("google.continue")}
        </button>
      </form>
    </>
  );
}
