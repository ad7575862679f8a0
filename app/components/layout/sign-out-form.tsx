import { Form } from "react-router";
import { clearOfflineCaches } from "#app/components/offline/service-worker-client";
import { useTranslation } from "#app/i18n/react";

/** Keys of what the browser may hold about a signed-in person; sign-out forgets them. */
const STORED_AUTH_PREFIXES = ["kilele.auth", "kilele.wishlist-intent"];

function forgetStoredAuth() {
  // The service worker's kept pages and pictures go too (decision 099).
  clearOfflineCaches();
  try {
    for (const key of Object.keys(localStorage)) {
      if (STORED_AUTH_PREFIXES.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    }
    sessionStorage.clear();
  } catch {
    // Storage can be disabled (private mode); the server has already ended the session.
  }
}

/** A POST to /logout: the server revokes the session, then sends the browser home. */
export function SignOutForm({ className }: { className?: string }) {
  const { t } = useTranslation("nav");
  return (
    <Form method="post" action="/logout" onSubmit={forgetStoredAuth} reloadDocument>
      <button type="submit" className={className}>
        {t("signOut")}
      </button>
    </Form>
  );
}
