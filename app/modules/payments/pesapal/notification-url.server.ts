import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { paymentProviderState } from "#app/db/schema/index";
import type { PesapalApi } from "./api.server";

/**
 * The id Pesapal gave our notification URL (RegisterIPN), which every order
 * names as its `notification_id`. Registered once per URL and API (sandbox
 * and live are separate accounts), and kept in payment_provider_state, so
 * every instance and every restart reuses it instead of registering again.
 */
export function notificationIds(api: PesapalApi, apiBase: string, database: () => Database) {
  // This process's copy: the database is read once per URL, not for every order.
  const known = new Map<string, string>();

  async function stored(key: string): Promise<string | null> {
    const [row] = await database()
      .select({ value: paymentProviderState.value })
      .from(paymentProviderState)
      .where(and(eq(paymentProviderState.provider, "pesapal"), eq(paymentProviderState.key, key)));
    return row?.value ?? null;
  }

  async function registered(url: string): Promise<string> {
    // One registered before it was kept here (or by another copy of the site) is reused, not doubled.
    const listed = (await api.ipnList()).find((ipn) => ipn.url === url);
    return listed?.ipn_id ?? (await api.registerIpn(url)).ipn_id;
  }

  return async function notificationId(url: string): Promise<string> {
    const key = `ipn:${apiBase} ${url}`;
    const cached = known.get(key);
    if (cached) return cached;
    let id = await stored(key);
    if (!id) {
      await database()
        .insert(paymentProviderState)
        .values({ provider: "pesapal", key, value: await registered(url) })
        .onConflictDoNothing();
      // Two instances registering at once: both use the id stored first.
      id = await stored(key);
      if (!id) throw new Error("The Pesapal notification id was stored but cannot be read back");
    }
    known.set(key, id);
    return id;
  };
}
