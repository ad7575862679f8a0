import { useEffect } from "react";
import { Form } from "react-router";
import { track } from "#app/components/analytics/track";
import { useRootData } from "#app/components/layout/root-data";
import { announceTripOwner, clearOfflineCaches } from "#app/components/offline/service-worker-client";
import { useTranslation } from "#app/i18n/react";

/** Keys of what the browser may hold about a signed-in person; sign-out forgets them. */
const STORED_AUTH_PREFIXES = ["kilele.auth", "kilele.wishlist-intent"];

function forgetStoredAuth() {
  // Counted first (nothing is sent without consent), then the service worker's
  // kept pages, pictures and saved trips go (decisions 099, 100).
  track("logout");
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

/**
 * A POST to /logout: the server revokes the session, then sends the browser
 * home. The form is on every page of a signed-in person, so it is also where
 * the service worker learns who is signed in: trips another person saved on
 * this device are dropped (decision 100).
 */
export function SignOutForm({ className }: { className?: string }) {
  const { t } = useTranslation("nav");
  const email = useRootData()?.viewer?.email;
  useEffect(() => {
    if (email) void announceTripOwner(email);
  }, [email]);
  return (
    <Form method="post" action="/logout" onSubmit={forgetStoredAuth} reloadDocument>
      <button type="submit" className={className}>
        {t("signOut")}
      </button>
    </Form>
  );
}
