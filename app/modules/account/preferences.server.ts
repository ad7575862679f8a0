import { eq } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import type { PreferencesInput } from "#app/domain/account-rules";
import { CURRENCY_COOKIE } from "#app/domain/currency";
import { LANGUAGE_COOKIE } from "#app/i18n/config";
import { env } from "#app/modules/config/env.server";

const ONE_YEAR_S = 365 * 24 * 3600;

// One implementation of subscriptions, shared with the public newsletter form.
export { newsletterSubscribed, setNewsletter } from "#app/modules/newsletter/subscriptions.server";

/**
 * Stores the language and currency on the profile and answers the cookies the
 * site reads them from (server/preferences.ts), so this browser follows at once.
 */
export async function savePreferences(userId: string, input: PreferencesInput): Promise<Headers> {
  await db()
    .update(users)
    .set({ preferredLanguage: input.language, preferredCurrency: input.currency, updatedAt: new Date() })
    .where(eq(users.id, userId));
  const secure = env().isProduction ? "; Secure" : "";
  const headers = new Headers();
  for (const [name, value] of [
    [LANGUAGE_COOKIE, input.language],
    [CURRENCY_COOKIE, input.currency],
  ] as const) {
    headers.append("set-cookie", `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`);
  }
  return headers;
}
